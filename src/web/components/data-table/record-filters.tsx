import { useQuery } from '@tanstack/react-query';
import { formatCodeLabel } from '../../../shared/format';
import { useOnceSettled } from '../../lib/use-once-settled';
import { memberPickerQueries } from '../money-form/member-picker-queries';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';

export type TRecordFilters<TStatus extends string> = {
  userId?: string | undefined;
  status?: TStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * Admins narrow an organization's money records (contributions, loans) by member, status and date range.
 * `idPrefix` keeps the fields' ids unique on a page.
 */
export function RecordFilters<TStatus extends string>({
  organizationId,
  idPrefix,
  statuses,
  filters,
  onChange,
}: {
  organizationId: string;
  idPrefix: string;
  statuses: readonly TStatus[];
  filters: TRecordFilters<TStatus>;
  onChange: (filters: TRecordFilters<TStatus>) => void;
}) {
  // The list of names waits until the page has drawn its records, unless a member is already chosen.
  const isSettled = useOnceSettled();
  const members = useQuery({
    ...memberPickerQueries.list(organizationId),
    enabled: isSettled || filters.userId !== undefined,
  });
  const isFiltering = Object.values(filters).some(Boolean);
  const readStatus = (value: string) => statuses.find((status) => status === value);
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem_auto] lg:items-end">
      <FormField htmlFor={`${idPrefix}-member`} label="Member">
        <NativeSelect
          id={`${idPrefix}-member`}
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
      <FormField htmlFor={`${idPrefix}-status`} label="Status">
        <NativeSelect
          id={`${idPrefix}-status`}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: readStatus(event.target.value) })}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {formatCodeLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField htmlFor={`${idPrefix}-from`} label="From">
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </FormField>
      <FormField htmlFor={`${idPrefix}-to`} label="To">
        <Input
          id={`${idPrefix}-to`}
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
