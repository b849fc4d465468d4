import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BANK_FORMAT_LABELS } from '../../../shared/contracts/bank-statements';
import { formatDate, formatTotal } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { Pager } from '../../components/data-table/pager';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { bankQueries } from './bank.queries';

const ITEM_LABELS = {
  bank_only: 'On the statement, not in the book',
  book_only: 'In the book, not on the statement',
  opening: 'Before the first statement',
} as const;

function Figure({ label, cents }: { label: string; cents: number | null }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{cents === null ? '—' : formatCents(cents)}</span>
    </div>
  );
}

/**
 * The last statement's closing balance against the master book, and the difference line by line: a page of
 * each list at a time, with how many each holds.
 */
export function ReconciliationSummary({ organizationId }: { organizationId: string }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(bankQueries.reconciliation(organizationId, offset));
  if (!query.data) return null;
  const data = query.data;
  if (!data.hasStatements) return null;
  return (
    <Card className="grid gap-4 p-4 sm:p-6" aria-labelledby="reconciliation-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reconciliation-title" className="text-lg font-semibold">
          Reconciliation
        </h2>
        {data.bankBalanceCents === null ? (
          <Badge variant="outline">No closing balance on the statement</Badge>
        ) : data.isReconciled ? (
          <Badge variant="secondary">Reconciled</Badge>
        ) : (
          <Badge variant="destructive">Does not reconcile</Badge>
        )}
      </div>
      {data.statement && data.asOf ? (
        <p className="text-sm text-muted-foreground">
          {BANK_FORMAT_LABELS[data.statement.format]} statement {data.statement.fileName}, as of{' '}
          {formatDate(data.asOf)}.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Bank balance" cents={data.bankBalanceCents} />
        <Figure label="Master book (cash)" cents={data.bookBalanceCents} />
        <Figure label="Difference" cents={data.differenceCents} />
      </div>
      {data.bankOnly.total + data.bookOnly.total > 0 ? (
        <p className="text-sm text-muted-foreground">
          {formatTotal(data.bankOnly)} on the statement, not in the book · {formatTotal(data.bookOnly)} in the
          book, not on the statement
        </p>
      ) : null}
      {data.items.length > 0 ? (
        <ul className="grid gap-2" aria-label="What makes up the difference">
          {data.items.map((item) => (
            <li
              key={`${item.kind}-${item.lineId ?? item.entryId ?? item.date}`}
              className="flex flex-col gap-1 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5">
                <span className="font-medium break-words">{item.description}</span>
                <span className="text-xs text-muted-foreground">
                  {ITEM_LABELS[item.kind]}
                  {item.date ? ` · ${formatDate(item.date)}` : ''}
                </span>
              </div>
              <span className="tabular-nums">{formatCents(item.amountCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        offset={offset}
        pageSize={data.limit}
        total={Math.max(data.bankOnly.total, data.bookOnly.total)}
        isTotalCapped={data.bankOnly.isTotalCapped || data.bookOnly.isTotalCapped}
        onChange={setOffset}
      />
      {data.unexplainedCents ? (
        <p className="text-sm text-destructive">
          {formatCents(data.unexplainedCents)} is not explained by the lines above: an amount differs between
          the bank and the book.
        </p>
      ) : null}
    </Card>
  );
}
