import { DateField } from './money-form/date-field';

/**
 * A period by its first and last day: two date fields, ids `${idPrefix}-start` and `${idPrefix}-end`, laid out
 * by the caller's grid. Any day may be chosen (a report or a cycle may end after today).
 */
export function DateRangeFields({
  idPrefix,
  labels,
  start,
  end,
  onChange,
}: {
  idPrefix: string;
  labels: { start: string; end: string };
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}) {
  return (
    <>
      <DateField
        id={`${idPrefix}-start`}
        label={labels.start}
        max={null}
        value={start}
        onChange={(event) => onChange(event.target.value, end)}
      />
      <DateField
        id={`${idPrefix}-end`}
        label={labels.end}
        max={null}
        value={end}
        onChange={(event) => onChange(start, event.target.value)}
      />
    </>
  );
}
