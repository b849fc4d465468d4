import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TTransaction } from '../../../shared/contracts/transactions';
import { titleFromKey } from '../../../shared/format';
import { TRANSACTION_TYPES } from '../../../shared/money-records';
import { Pager } from '../../components/data-table/pager';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { getErrorMessage } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  getTransactionsExportPath,
  TRANSACTIONS_PAGE_SIZE,
  type TTransactionFilters,
  transactionQueries,
} from './transactions.queries';
import { TransactionsList } from './transactions-list';

// The dialogs load when first opened: reading the book downloads no form code (ADR 42).
const NewTransactionDialog = lazy(async () => ({
  default: (await import('./new-transaction-dialog')).NewTransactionDialog,
}));
const ReverseTransactionDialog = lazy(async () => ({
  default: (await import('./reverse-transaction-dialog')).ReverseTransactionDialog,
}));

/** The spec's filter list: the kinds of money movement people look for. */
const FILTER_TYPES = TRANSACTION_TYPES.filter((type) => type !== 'other');
type TFilterType = TTransactionFilters['type'];

function readType(value: string): TFilterType {
  return TRANSACTION_TYPES.find((type) => type === value);
}

/** Search, type filter, New Transaction (admins), Export of what the filter shows, and the list. */
export function TransactionsPanel({
  organizationId,
  canRecordTransaction,
}: {
  organizationId: string;
  canRecordTransaction: boolean;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TFilterType>(undefined);
  const [offset, setOffset] = useState(0);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [reversing, setReversing] = useState<TTransaction | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const filters: TTransactionFilters = { search: debouncedSearch.trim(), type };
  const list = useQuery(transactionQueries.list(organizationId, filters, offset));
  const isFiltering = filters.search !== '' || type !== undefined;

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b p-4 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="transaction-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="transaction-search"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setOffset(0);
              }}
              placeholder="Search transactions..."
              className="pl-9"
              maxLength={100}
            />
          </div>
        </div>
        <div className="grid gap-1.5 md:w-56">
          <Label htmlFor="transaction-type">Type</Label>
          <NativeSelect
            id="transaction-type"
            value={type ?? 'all'}
            onChange={(event) => {
              setType(readType(event.target.value));
              setOffset(0);
            }}
          >
            <option value="all">All types</option>
            {FILTER_TYPES.map((value) => (
              <option key={value} value={value}>
                {titleFromKey(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadCsvButton href={getTransactionsExportPath(organizationId, filters)} />
          {canRecordTransaction && (
            <Button onClick={() => setIsFormOpen(true)}>
              <Plus aria-hidden />
              New Transaction
            </Button>
          )}
        </div>
      </div>
      {list.isError ? (
        <p role="alert" className="p-6 text-sm text-destructive">
          {getErrorMessage(list.error, 'Failed to fetch transactions')}
        </p>
      ) : (
        <TransactionsList
          items={list.data?.items ?? []}
          isLoading={list.isPending}
          isFiltering={isFiltering}
          onReverse={canRecordTransaction ? setReversing : undefined}
        />
      )}
      <Pager
        offset={offset}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        total={list.data?.total ?? 0}
        isTotalCapped={list.data?.isTotalCapped ?? false}
        onChange={setOffset}
      />
      {canRecordTransaction && (
        <Suspense fallback={null}>
          {isFormOpen && (
            <NewTransactionDialog organizationId={organizationId} isOpen onOpenChange={setIsFormOpen} />
          )}
          {reversing && (
            <ReverseTransactionDialog
              organizationId={organizationId}
              transaction={reversing}
              onClose={() => setReversing(null)}
            />
          )}
        </Suspense>
      )}
    </Card>
  );
}
