import { useQuery } from '@tanstack/react-query';
import { FileText, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { groceryReceiptUrl } from '../../../shared/contracts/grocery-purchases';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { ErrorState, LoadingState } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { GroceryPurchaseDialog } from './grocery-purchase-dialog';
import { shareOutQueries } from './share-out.queries';

/**
 * Bulk purchases (a grocery stokvel): every member sees what was bought with the pot and opens the receipt;
 * admins record a purchase. The share-out takes each member's part of them from their cash.
 */
export function GroceryPurchasesCard({
  organizationId,
  canManage,
}: {
  organizationId: string;
  canManage: boolean;
}) {
  const purchases = useQuery(shareOutQueries.groceryPurchases(organizationId));
  const [isOpen, setIsOpen] = useState(false);
  const items = purchases.data?.purchases ?? [];
  if (!canManage && purchases.isSuccess && items.length === 0) return null;
  return (
    <Card aria-labelledby="grocery-purchases-title">
      <div className="flex flex-wrap items-center justify-between gap-2 p-4">
        <div className="grid gap-1">
          <h2 id="grocery-purchases-title" className="font-semibold">
            Bulk purchases
          </h2>
          <p className="text-sm text-muted-foreground">
            Groceries bought with the pot: each member's part is taken from their share-out instead of cash.
          </p>
        </div>
        {canManage && (
          <Button onClick={() => setIsOpen(true)}>
            <ShoppingBasket aria-hidden />
            Record bulk purchase
          </Button>
        )}
      </div>
      {purchases.isError ? (
        <ErrorState
          variant="inline"
          error={purchases.error}
          fallback="Failed to load the bulk purchases."
          onRetry={() => void purchases.refetch()}
          isRetrying={purchases.isFetching}
        />
      ) : purchases.isPending ? (
        <div className="px-4">
          <LoadingState variant="rows" label="Loading the bulk purchases..." />
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">No bulk purchases recorded yet.</p>
      ) : (
        <Table data-testid="grocery-purchases">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Supplier</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>
                <span className="sr-only">Receipt</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((purchase) => (
              <TableRow key={purchase.id}>
                <TableCell className="whitespace-nowrap">{formatDate(purchase.purchasedOn)}</TableCell>
                <TableCell>{purchase.supplier}</TableCell>
                <TableCell className="min-w-40">{purchase.description}</TableCell>
                <TableCell className="text-right">
                  <Money cents={purchase.amountCents} />
                </TableCell>
                <TableCell>
                  <Button asChild variant="ghost" size="sm">
                    <a href={groceryReceiptUrl(organizationId, purchase.id)} target="_blank" rel="noreferrer">
                      <FileText aria-hidden />
                      Receipt<span className="sr-only"> from {purchase.supplier}</span>
                    </a>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableCell colSpan={3}>Total</TableCell>
              <TableCell className="text-right" data-testid="grocery-purchases-total">
                <Money cents={purchases.data?.totalCents ?? 0} />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
      {canManage && (
        <GroceryPurchaseDialog organizationId={organizationId} isOpen={isOpen} onOpenChange={setIsOpen} />
      )}
    </Card>
  );
}
