import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { Money } from '../../components/money';
import { DateField } from '../../components/money-form/date-field';
import { MemberPicker } from '../../components/money-form/member-picker';
import { memberPickerQueries } from '../../components/money-form/member-picker-queries';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { usePostOpeningPosition } from '../ledger/opening-position.queries';
import {
  readOpeningRows,
  sumOpeningRows,
  type TLoanRow,
  type TOpeningRows,
  type TSavingsRow,
} from './opening-rows';

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;
const newSaving = (userId = ''): TSavingsRow => ({ key: newKey(), userId, amount: '' });
const newLoan = (): TLoanRow => ({
  key: newKey(),
  userId: '',
  principal: '',
  ratePercent: '',
  termMonths: '',
  lentOn: '',
  repaid: '',
});

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

function Section({ title, note, children }: { title: string; note: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold">{title}</legend>
      <p className="text-sm text-muted-foreground">{note}</p>
      {children}
    </fieldset>
  );
}

/**
 * Entering the opening position: cash on hand and each bank account, each member's savings and each loan
 * still out on the day the books start, with the totals as they will enter the books.
 */
export function OpeningPositionForm({
  organizationId,
  booksStartOn,
}: {
  organizationId: string;
  booksStartOn: string;
}) {
  const [rows, setRows] = useState<TOpeningRows>(() => ({
    holdings: [{ key: newKey(), name: 'Cash on hand', amount: '' }],
    savings: [newSaving()],
    loans: [],
  }));
  const members = useQuery(memberPickerQueries.list(organizationId));
  const post = usePostOpeningPosition(organizationId);
  const { getKey } = useIdempotencyKey();
  const totals = sumOpeningRows(rows);
  const on = formatLongDate(booksStartOn);

  const change = <K extends keyof TOpeningRows>(
    part: K,
    key: string,
    values: Partial<TOpeningRows[K][number]>,
  ) =>
    setRows((current) => ({
      ...current,
      [part]: current[part].map((row) => (row.key === key ? { ...row, ...values } : row)),
    }));
  const remove = (part: keyof TOpeningRows, key: string) =>
    setRows((current) => ({ ...current, [part]: current[part].filter((row) => row.key !== key) }));

  function addEveryMember() {
    const listed = new Set(rows.savings.map((row) => row.userId));
    const missing = (members.data ?? []).filter((member) => !listed.has(member.userId));
    setRows((current) => ({
      ...current,
      savings: [
        ...current.savings.filter((row) => row.userId !== '' || row.amount !== ''),
        ...missing.map((member) => newSaving(member.userId)),
      ],
    }));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = readOpeningRows(rows);
    if (typeof input === 'string') return void toast.error(input, { id: 'form-validation' });
    post.mutate(
      { input, idempotencyKey: getKey(input) },
      {
        onSuccess: (answer) => announceMove(answer, `The opening position on ${on} is in the books`),
        onError: (error) => toastError(error, 'Failed to post the opening position.', { title: 'Error' }),
      },
    );
  }

  return (
    <form noValidate aria-label="Opening position" className="grid gap-6" onSubmit={submit}>
      <Section
        title="Cash and bank"
        note={`What the cash box and each bank account held at the start of ${on}.`}
      >
        {rows.holdings.map((row, index) => (
          <div
            key={row.key}
            className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[2fr_1fr_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <TextField
                id={`holding-name-${row.key}`}
                label={`Held in (row ${index + 1})`}
                value={row.name}
                onChange={(event) => change('holdings', row.key, { name: event.target.value })}
              />
            </div>
            <TextField
              id={`holding-amount-${row.key}`}
              label="Balance (R)"
              inputMode="decimal"
              value={row.amount}
              onChange={(event) => change('holdings', row.key, { amount: event.target.value })}
            />
            <RemoveButton
              label={`Remove cash and bank row ${index + 1}`}
              onClick={() => remove('holdings', row.key)}
            />
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setRows((current) => ({
                ...current,
                holdings: [...current.holdings, { key: newKey(), name: '', amount: '' }],
              }))
            }
          >
            <Plus aria-hidden="true" /> Add Bank Account
          </Button>
        </div>
      </Section>

      <Section title="Members' savings" note="Each member's savings in the group's books on that day.">
        {rows.savings.map((row, index) => (
          <div
            key={row.key}
            className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[2fr_1fr_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <MemberPicker
                id={`saving-member-${row.key}`}
                organizationId={organizationId}
                label={`Member (row ${index + 1})`}
                value={row.userId}
                onChange={(event) => change('savings', row.key, { userId: event.target.value })}
              />
            </div>
            <TextField
              id={`saving-amount-${row.key}`}
              label="Savings (R)"
              inputMode="decimal"
              value={row.amount}
              onChange={(event) => change('savings', row.key, { amount: event.target.value })}
            />
            <RemoveButton
              label={`Remove savings row ${index + 1}`}
              onClick={() => remove('savings', row.key)}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setRows((current) => ({ ...current, savings: [...current.savings, newSaving()] }))}
          >
            <Plus aria-hidden="true" /> Add Savings
          </Button>
          <Button type="button" variant="outline" disabled={!members.data} onClick={addEveryMember}>
            <Users aria-hidden="true" /> A Row for Every Member
          </Button>
        </div>
      </Section>

      <Section
        title="Loans still out"
        note="Each loan not yet repaid on that day: as it was lent, and what the borrower had repaid by then."
      >
        {rows.loans.map((row, index) => (
          <div key={row.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <MemberPicker
                id={`loan-member-${row.key}`}
                organizationId={organizationId}
                label={`Borrower (loan ${index + 1})`}
                value={row.userId}
                onChange={(event) => change('loans', row.key, { userId: event.target.value })}
              />
            </div>
            <DateField
              id={`loan-lent-${row.key}`}
              label="Lent on"
              max={booksStartOn}
              value={row.lentOn}
              onChange={(event) => change('loans', row.key, { lentOn: event.target.value })}
            />
            <TextField
              id={`loan-principal-${row.key}`}
              label="Amount lent (R)"
              inputMode="decimal"
              value={row.principal}
              onChange={(event) => change('loans', row.key, { principal: event.target.value })}
            />
            <TextField
              id={`loan-rate-${row.key}`}
              label="Interest (% flat)"
              inputMode="decimal"
              value={row.ratePercent}
              onChange={(event) => change('loans', row.key, { ratePercent: event.target.value })}
            />
            <TextField
              id={`loan-term-${row.key}`}
              label="Term (months)"
              inputMode="numeric"
              value={row.termMonths}
              onChange={(event) => change('loans', row.key, { termMonths: event.target.value })}
            />
            <TextField
              id={`loan-repaid-${row.key}`}
              label="Repaid by then (R)"
              inputMode="decimal"
              value={row.repaid}
              onChange={(event) => change('loans', row.key, { repaid: event.target.value })}
            />
            <div className="flex items-end justify-end sm:col-span-2">
              <Button type="button" variant="ghost" onClick={() => remove('loans', row.key)}>
                <Trash2 aria-hidden="true" /> Remove Loan {index + 1}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => setRows((current) => ({ ...current, loans: [...current.loans, newLoan()] }))}
          >
            <Plus aria-hidden="true" /> Add Loan
          </Button>
        </div>
      </Section>

      <dl
        aria-label="Opening totals"
        className="grid gap-2 rounded-md bg-muted/50 p-4 text-sm sm:grid-cols-2"
      >
        <div className="flex justify-between gap-3">
          <dt>Cash and bank</dt>
          <dd>
            <Money cents={totals.cashCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Loans still owed (principal)</dt>
          <dd>
            <Money cents={totals.loansCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Members' savings</dt>
          <dd>
            <Money cents={totals.savingsCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold">
          <dt>The group's own (opening balances)</dt>
          <dd>
            <Money cents={totals.equityCents} />
          </dd>
        </div>
      </dl>

      <div className="flex justify-end">
        <Button type="submit" disabled={post.isPending}>
          {post.isPending && <Spinner />}
          Post Opening Position
        </Button>
      </div>
    </form>
  );
}
