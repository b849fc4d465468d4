import { useQuery } from '@tanstack/react-query';
import { LOAN_STATUSES } from '../../../shared/loans';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { memberPickerQueries } from '../contributions/contributions.queries';
import { NativeSelect } from '../ledger/select';
import type { TLoanFilters, TLoanStatusFilter } from './loans.queries';

const STATUS_OPTIONS = [...LOAN_STATUSES, 'overdue'] as const satisfies readonly TLoanStatusFilter[];

function isStatusFilter(value: string): value is TLoanStatusFilter {
  return (STATUS_OPTIONS as readonly string[]).includes(value);
}

/** Admins narrow the organization's loans by member, status (Overdue included) and loan date. */
export function LoanFilters({
  organizationId,
  filters,
  onChange,
}: {
  organizationId: string;
  filters: TLoanFilters;
  onChange: (filters: TLoanFilters) => void;
}) {
  const members = useQuery(memberPickerQueries.list(organizationId));
  const isFiltering = Object.values(filters).some(Boolean);
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem_auto] lg:items-end">
      <FormField htmlFor="loan-filter-member" label="Member">
        <NativeSelect
          id="loan-filter-member"
          value={filters.userId ?? ''}
          onChange={(event) => onChange({ ...filters, userId: event.target.value || undefined })}
        >
          <option value="">All members</option>
          {members.data?.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField htmlFor="loan-filter-status" label="Status">
        <NativeSelect
          id="loan-filter-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: isStatusFilter(event.target.value) ? event.target.value : undefined,
            })
          }
          className="capitalize"
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField htmlFor="loan-filter-from" label="From">
        <Input
          id="loan-filter-from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </FormField>
      <FormField htmlFor="loan-filter-to" label="To">
        <Input
          id="loan-filter-to"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </FormField>
      <Button variant="ghost" disabled={!isFiltering} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </div>
  );
}
