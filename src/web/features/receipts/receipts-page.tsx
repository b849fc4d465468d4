import { useInfiniteQuery } from '@tanstack/react-query';
import { FileArchive, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import type { TReceipt } from '../../../shared/contracts/receipts';
import { formatNumber, formatTotal } from '../../../shared/format';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/errors';
import { toastError } from '../../lib/toasts';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { BatchDownloadDialog } from './batch-download-dialog';
import { EmailReceiptDialog } from './email-receipt-dialog';
import { NewReceiptDialog } from './new-receipt-dialog';
import { ReceiptDetailDialog } from './receipt-detail-dialog';
import { downloadReceiptPdf } from './receipt-download';
import { ReceiptList } from './receipt-list';
import { ReceiptStats } from './receipt-stats';
import { receiptQueries } from './receipts.queries';

function ReceiptsContent({ organizationId, role, isReadOnly }: TOrganizationScope) {
  const { me, isStaffView } = useDashboardAccess();
  const canReadOrganization = can({ role }, 'receipt.read_organization');
  const canCreateReceipt = !isReadOnly && can({ role }, 'receipt.create');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const list = useInfiniteQuery(receiptQueries.list(organizationId, search));
  const [viewed, setViewed] = useState<TReceipt | null>(null);
  const [emailed, setEmailed] = useState<TReceipt | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [isBatchOpen, setIsBatchOpen] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  async function download(receipt: TReceipt) {
    setDownloadingId(receipt.id);
    try {
      await downloadReceiptPdf(organizationId, receipt);
      toast.success(`Receipt ${receipt.receiptNumber} downloaded`);
    } catch (error) {
      toastError(error, 'Failed to download receipt');
    } finally {
      setDownloadingId(null);
    }
  }

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const lastPage = list.data?.pages.at(-1);
  return (
    <>
      <ReceiptStats organizationId={organizationId} />
      <Card>
        <CardHeader className="gap-3 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-lg leading-tight font-semibold">Receipt History</h2>
            {list.data && (
              <p className="text-sm text-muted-foreground">
                {`Showing ${formatNumber(items.length)} of ${lastPage ? formatTotal(lastPage) : '0'}`}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            <div className="relative sm:w-64">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label="Search receipts"
                placeholder="Search receipts..."
                className="pl-9"
                maxLength={100}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
            {canReadOrganization && (
              <Button variant="outline" onClick={() => setIsBatchOpen(true)}>
                <FileArchive aria-hidden />
                Download ZIP
              </Button>
            )}
            {canCreateReceipt && (
              <Button onClick={() => setIsCreating(true)}>
                <Plus aria-hidden />
                New Receipt
              </Button>
            )}
          </div>
        </CardHeader>
        {list.isError ? (
          <p role="alert" className="p-6 text-sm text-destructive">
            {getErrorMessage(list.error, 'Failed to fetch receipts')}
          </p>
        ) : (
          <ReceiptList
            items={items}
            isLoading={list.isPending}
            isMemberShown={canReadOrganization}
            isSearching={search !== ''}
            actions={{
              onView: setViewed,
              onEmail: isStaffView ? null : setEmailed,
              onDownload: download,
              downloadingId,
            }}
          />
        )}
        {list.hasNextPage && (
          <div className="flex justify-center border-t p-4">
            <Button
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage && <Spinner />}
              Load More
            </Button>
          </div>
        )}
      </Card>
      <ReceiptDetailDialog
        receipt={viewed}
        onOpenChange={(isOpen) => !isOpen && setViewed(null)}
        onEmail={
          isStaffView
            ? null
            : (receipt) => {
                setViewed(null);
                setEmailed(receipt);
              }
        }
        onDownload={(receipt) => void download(receipt)}
      />
      <EmailReceiptDialog
        organizationId={organizationId}
        receipt={emailed}
        defaultEmail={me?.user.email ?? ''}
        onOpenChange={(isOpen) => !isOpen && setEmailed(null)}
      />
      {canCreateReceipt && me && (
        <NewReceiptDialog
          organizationId={organizationId}
          actorUserId={me.user.id}
          isOpen={isCreating}
          onOpenChange={setIsCreating}
        />
      )}
      {canReadOrganization && (
        <BatchDownloadDialog
          organizationId={organizationId}
          isOpen={isBatchOpen}
          onOpenChange={setIsBatchOpen}
        />
      )}
    </>
  );
}

/** /dashboard/receipts: receipt figures and history for the selected organization. */
export function ReceiptsPage() {
  return (
    <OrganizationPage
      title="Receipts"
      getDescription={(name, role) =>
        role === 'user' ? `Your receipts from ${name}` : `Receipts issued by ${name}`
      }
      content={ReceiptsContent}
    />
  );
}
