import {
  GROUP_FIELD_LABELS,
  GROUP_SHEET_FIELDS,
  GROUP_SHEET_LABELS,
  type TGroupImportPreview,
  type TGroupSheet,
} from '../../../shared/contracts/group-import';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';

type TFieldName = keyof typeof GROUP_FIELD_LABELS;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** What the import would write, beside the opening cash the treasurer typed. */
function PreviewFigures({ preview }: { preview: TGroupImportPreview }) {
  const { members, savings, loans, contributions } = preview;
  return (
    <dl
      aria-label="What the import would write"
      className="grid gap-2 rounded-md bg-muted/50 p-4 text-sm sm:grid-cols-2"
    >
      <Figure label="New members">{formatNumber(members.newCount)}</Figure>
      <Figure label="Already members">{formatNumber(members.existingCount)}</Figure>
      <Figure label={`Savings at books start (${formatNumber(savings.count)})`}>
        <Money cents={savings.cents} />
      </Figure>
      <Figure label={`Loans still owed (${formatNumber(loans.count)})`}>
        <Money cents={loans.principalLeftCents} />
      </Figure>
      <Figure label={`New contributions (${formatNumber(contributions.newCount)})`}>
        <Money cents={contributions.cents} />
      </Figure>
      <Figure label="Contributions already in the books">
        {formatNumber(contributions.alreadyImportedCount)}
      </Figure>
      <Figure label="Cash and bank at books start">
        <Money cents={preview.openingCashCents} />
      </Figure>
      <Figure label="Cash and bank after the import">
        <strong>
          <Money cents={preview.cashAfterCents} />
        </strong>
      </Figure>
    </dl>
  );
}

/** The column each field is read from, per sheet, to change where the app guessed wrong. */
function SheetMapping({
  sheet,
  onMap,
}: {
  sheet: TGroupImportPreview['sheets'][number];
  onMap: (sheet: TGroupSheet, field: string, header: string) => void;
}) {
  const kind = sheet.sheet;
  if (!kind) return null;
  const fields = [...GROUP_SHEET_FIELDS[kind].required, ...GROUP_SHEET_FIELDS[kind].optional] as TFieldName[];
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">
        {sheet.name}: {GROUP_SHEET_LABELS[kind]}, {formatNumber(sheet.rowCount)} rows
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {fields.map((field) => {
          const id = `map-${kind}-${field}`;
          return (
            <FormField key={field} htmlFor={id} label={GROUP_FIELD_LABELS[field]}>
              <NativeSelect
                id={id}
                value={sheet.mapping[field] ?? ''}
                onChange={(event) => onMap(kind, field, event.target.value)}
              >
                <option value="">No column</option>
                {sheet.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The dry run of an import: its figures, the columns read, and every problem by sheet and row. */
export function GroupImportPreview({
  preview,
  onMap,
}: {
  preview: TGroupImportPreview;
  onMap: (sheet: TGroupSheet, field: string, header: string) => void;
}) {
  const more = preview.errorCount - preview.errors.length;
  return (
    <div className="grid gap-4">
      <PreviewFigures preview={preview} />
      {preview.errorCount > 0 && (
        <div
          role="alert"
          aria-label="Problems in the file"
          className="grid gap-2 rounded-md border border-destructive/50 p-4 text-sm"
        >
          <p className="font-semibold text-destructive">
            {formatNumber(preview.errorCount)} {preview.errorCount === 1 ? 'problem' : 'problems'} to fix in
            the file before anything is written
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {preview.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          {more > 0 && <p>and {formatNumber(more)} more</p>}
        </div>
      )}
      {preview.warnings.length > 0 && (
        <ul aria-label="Notes on the file" className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {preview.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer select-none underline-offset-2 hover:underline">
          Columns read from each sheet
        </summary>
        <div className="mt-3 grid gap-3">
          {preview.sheets.map((sheet) => (
            <SheetMapping key={sheet.name} sheet={sheet} onMap={onMap} />
          ))}
        </div>
      </details>
    </div>
  );
}
