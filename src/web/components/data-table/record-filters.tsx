import { formatCodeLabel } from '../../../shared/format';
import { useOnceSettled } from '../../lib/use-once-settled';
import { DateRangeFields } from '../date-range-fields';
import { MemberPicker } from '../money-form/member-picker';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
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
  const isFiltering = Object.values(filters).some(Boolean);
  const readStatus = (value: string) => statuses.find((status) => status === value);
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem_auto] lg:items-end">
      <MemberPicker
        id={`${idPrefix}-member`}
        organizationId={organizationId}
        isEnabled={isSettled || filters.userId !== undefined}
        emptyLabel="All members"
        loadingLabel={null}
        value={filters.userId ?? ''}
        onChange={(event) => onChange({ ...filters, userId: event.target.value || undefined })}
      />
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
      <DateRangeFields
        idPrefix={idPrefix}
        labels={{ start: 'From', end: 'To' }}
        start={filters.from ?? ''}
        end={filters.to ?? ''}
        onChange={(from, to) => onChange({ ...filters, from: from || undefined, to: to || undefined })}
      />
      <Button variant="ghost" disabled={!isFiltering} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </div>
  );
}
