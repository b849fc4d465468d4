import { NativeSelect } from './ui/native-select';

/** A list's filter beside its search: a compact select whose label only screen readers read. */
export function FilterSelect<TValue extends string>({
  id,
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  id: string;
  label: string;
  value: TValue;
  /** The choices, in the order shown. */
  values: readonly TValue[];
  labelOf: (value: TValue) => string;
  onChange: (value: TValue) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect
        id={id}
        className="w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as TValue)}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
