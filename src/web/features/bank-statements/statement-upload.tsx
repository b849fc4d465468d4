import { useState } from 'react';
import { toast } from 'sonner';
import {
  BANK_FORMAT_LABELS,
  STATEMENT_DATE_FORMATS,
  STATEMENT_IMPORT_STATUS_LABELS,
  type TColumnMapping,
  type TStatementDateFormat,
  type TStatementImport,
} from '../../../shared/contracts/bank-statements';
import { formatNumber } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { ProgressBar } from '../../components/ui/progress-bar';
import { toastError } from '../../lib/toasts';
import { readFileAsBase64, useImportStatement } from './bank.mutations';

const MAX_BYTES = 5 * 1024 * 1024;

type TMappingDraft = {
  dateColumn: string;
  dateFormat: TStatementDateFormat;
  descriptionColumn: string;
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
  balanceColumn: string;
};

function toMapping(draft: TMappingDraft): TColumnMapping {
  const optional = (value: string) => (value ? value : undefined);
  return {
    dateColumn: draft.dateColumn,
    dateFormat: draft.dateFormat,
    descriptionColumns: [draft.descriptionColumn],
    amountColumn: optional(draft.amountColumn),
    debitColumn: optional(draft.debitColumn),
    creditColumn: optional(draft.creditColumn),
    balanceColumn: optional(draft.balanceColumn),
  };
}

/** The columns picked after the date and its format, in the order shown. */
const LATER_COLUMNS: readonly {
  key: Exclude<keyof TMappingDraft, 'dateColumn' | 'dateFormat'>;
  id: string;
  label: string;
  isOptional?: boolean;
}[] = [
  { key: 'descriptionColumn', id: 'map-description', label: 'Description' },
  { key: 'amountColumn', id: 'map-amount', label: 'Amount (signed)', isOptional: true },
  { key: 'creditColumn', id: 'map-credit', label: 'Money in', isOptional: true },
  { key: 'debitColumn', id: 'map-debit', label: 'Money out', isOptional: true },
  { key: 'balanceColumn', id: 'map-balance', label: 'Balance', isOptional: true },
];

function ColumnPicker({
  id,
  label,
  headers,
  value,
  onChange,
  isOptional = false,
}: {
  id: string;
  label: string;
  headers: string[];
  value: string;
  onChange: (value: string) => void;
  isOptional?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{isOptional ? 'None' : 'Choose a column'}</option>
        {headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Upload of a CSV or OFX export; an unknown CSV opens the column mapping. */
export function StatementUpload({ organizationId }: { organizationId: string }) {
  const [step, setStep] = useState<TStatementImport | null>(null);
  const importStatement = useImportStatement(organizationId, setStep);
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [draft, setDraft] = useState<TMappingDraft>({
    dateColumn: '',
    dateFormat: 'DD/MM/YYYY',
    descriptionColumn: '',
    amountColumn: '',
    debitColumn: '',
    creditColumn: '',
    balanceColumn: '',
  });
  const set = (key: keyof TMappingDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function upload(mapping?: TColumnMapping) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast.error('The file is larger than 5 MB');
      return;
    }
    try {
      const outcome = await importStatement.mutateAsync({
        fileName: file.name,
        contentBase64: await readFileAsBase64(file),
        ...(mapping ? { mapping } : {}),
      });
      if (outcome.outcome === 'needs_mapping') {
        setHeaders(outcome.headers);
        toast.info(outcome.message);
        return;
      }
      setHeaders(null);
      setFile(null);
      toast.success(
        `${BANK_FORMAT_LABELS[outcome.statement.format]} statement imported: ${formatNumber(outcome.addedCount)} new lines` +
          (outcome.duplicateCount > 0 ? `, ${formatNumber(outcome.duplicateCount)} already imported` : ''),
      );
      for (const warning of outcome.warnings) toast.warning(warning);
    } catch (error) {
      toastError(error);
    } finally {
      setStep(null);
    }
  }

  const isMappingComplete =
    draft.dateColumn &&
    draft.descriptionColumn &&
    (draft.amountColumn || (draft.debitColumn && draft.creditColumn));

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Import a bank statement</h2>
        <p className="text-sm text-muted-foreground">
          The CSV or OFX export of the group&apos;s account (FNB, Standard Bank, Absa, Nedbank, Capitec, or
          any CSV with its columns mapped). Lines already imported are skipped.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="statement-file">Statement file</Label>
          <Input
            id="statement-file"
            type="file"
            accept=".csv,.ofx,.qfx,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setHeaders(null);
            }}
          />
        </div>
        {headers === null ? (
          <Button disabled={!file || importStatement.isPending} onClick={() => void upload()}>
            {importStatement.isPending ? 'Importing...' : 'Import'}
          </Button>
        ) : null}
      </div>
      {step && !step.outcome && !step.failure ? (
        <div role="status" aria-live="polite">
          <ProgressBar
            label={
              step.status === 'queued'
                ? STATEMENT_IMPORT_STATUS_LABELS.queued
                : `${STATEMENT_IMPORT_STATUS_LABELS[step.status]}: ${step.progress}%`
            }
            name={step.fileName}
            value={step.progress}
          />
        </div>
      ) : null}
      {headers !== null ? (
        <section className="grid gap-3 rounded-lg border p-4" aria-labelledby="mapping-title">
          <h3 id="mapping-title" className="font-medium">
            Map the columns of this statement
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <ColumnPicker
              id="map-date"
              label="Date"
              headers={headers}
              value={draft.dateColumn}
              onChange={set('dateColumn')}
            />
            <div className="grid gap-1.5">
              <Label htmlFor="map-date-format">Date format</Label>
              <NativeSelect
                id="map-date-format"
                value={draft.dateFormat}
                onChange={(event) => set('dateFormat')(event.target.value)}
              >
                {STATEMENT_DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {format}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {LATER_COLUMNS.map((column) => (
              <ColumnPicker
                key={column.id}
                id={column.id}
                label={column.label}
                headers={headers}
                value={draft[column.key]}
                onChange={set(column.key)}
                isOptional={column.isOptional}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!isMappingComplete || importStatement.isPending}
              onClick={() => void upload(toMapping(draft))}
            >
              {importStatement.isPending ? 'Importing...' : 'Import with this mapping'}
            </Button>
            <Button variant="outline" onClick={() => setHeaders(null)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
    </Card>
  );
}
