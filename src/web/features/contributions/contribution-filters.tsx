import { useQuery } from '@tanstack/react-query';
import { CONTRIBUTION_STATUSES, type TContributionStatus } from '../../../shared/contracts/contributions';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../ledger/select';
import { memberPickerQueries, type TContributionFilters } from './contributions.queries';

function isStatus(value: string): value is TContributionStatus {
  return (CONTRIBUTION_STATUSES as readonly string[]).includes(value);
}

/** Admins narrow the organization's list by member, status and date range. */
export function ContributionFilters({
  organizationId,
  filters,
  onChange,
}: {
  organizationId: string;
  filters: TContributionFilters;
  onChange: (filters: TContributionFilters) => void;
}) {
  const members = useQuery(memberPickerQueries.list(organizationId));
  const isFiltering = Object.values(filters).some(Boolean);
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem_auto] lg:items-end">
      <FormField htmlFor="filter-member" label="Member">
        <NativeSelect
          id="filter-member"
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
      <FormField htmlFor="filter-status" label="Status">
        <NativeSelect
          id="filter-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: isStatus(event.target.value) ? event.target.value : undefined })
          }
          className="capitalize"
        >
          <option value="">All statuses</option>
          {CONTRIBUTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField htmlFor="filter-from" label="From">
        <Input
          id="filter-from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </FormField>
      <FormField htmlFor="filter-to" label="To">
        <Input
          id="filter-to"
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
