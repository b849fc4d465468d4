import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TGroupImport, TGroupMapping, TGroupSheet } from '../../../shared/contracts/group-import';
import { formatNumber } from '../../../shared/format';
import { parseRandToCents } from '../../../shared/money';
import { describeBadAmount } from '../../components/money-form/amount-input';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFileAsBase64 } from '../bank-statements/bank.mutations';
import { useConfirmGroupImport, useStartGroupImport } from '../ledger/group-import.mutations';
import { GroupImportPreview } from './group-import-preview';

const STEP_TEXT: Partial<Record<TGroupImport['status'], string>> = {
  queued: 'Waiting its turn…',
  reading: 'Reading the file…',
  confirming: 'Writing the import into the books…',
};

/** The Books tab's import: the group's own workbook or CSV, read as a dry run, then written once confirmed. */
export function GroupImportSection({ organizationId }: { organizationId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [cash, setCash] = useState('');
  const [mapping, setMapping] = useState<TGroupMapping>({});
  const [step, setStep] = useState<TGroupImport | null>(null);
  const start = useStartGroupImport(organizationId, setStep);
  const confirm = useConfirmGroupImport(organizationId, setStep);
  const { getKey } = useIdempotencyKey();
  const isBusy = start.isPending || confirm.isPending;

  async function read(withMapping: TGroupMapping) {
    if (!file) return void toast.error('Choose the group file', { id: 'form-validation' });
    const openingCashCents = cash.trim() === '' ? 0 : parseRandToCents(cash);
    if (openingCashCents === null)
      return void toast.error(describeBadAmount(cash), { id: 'form-validation' });
    setStep(null);
    start.mutate(
      {
        fileName: file.name,
        contentBase64: await readFileAsBase64(file),
        openingCashCents,
        mapping: withMapping,
      },
      { onError: (error) => toastError(error, 'Failed to read the file.', { title: 'Error' }) },
    );
  }

  function map(sheet: TGroupSheet, field: string, header: string) {
    const next = { ...mapping, [sheet]: { ...(mapping[sheet] ?? {}), [field]: header } };
    setMapping(next);
    void read(next);
  }

  function confirmImport(current: TGroupImport) {
    confirm.mutate(
      { importId: current.id, idempotencyKey: getKey({ importId: current.id }) },
      {
        onSuccess: (answer) => announceMove(answer, `${current.fileName} is in the books`),
        onError: (error) => toastError(error, 'Failed to import the file.', { title: 'Error' }),
      },
    );
  }

  const result = step?.status === 'imported' ? step.result : null;
  return (
    <section aria-labelledby="group-import-title" className="grid gap-4 border-t pt-6">
      <h2 id="group-import-title" className="text-lg font-semibold">
        Import the Group's File
      </h2>
      <p className="text-sm text-muted-foreground">
        Bring the members, their savings, the loans still out and the contributions from the group's own
        spreadsheet or exercise book, typed into the template. The app reads it first and shows what it would
        write; nothing is written until you confirm, and then all of it at once.
      </p>
      <div>
        <Button asChild variant="outline">
          <a href={`/api/v1/orgs/${organizationId}/group-imports/template`} download>
            <Download aria-hidden="true" /> Download the Template
          </a>
        </Button>
      </div>
      <form
        noValidate
        aria-label="Group file"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setMapping({});
          void read({});
        }}
      >
        <FormField htmlFor="group-file" label="Group file (.xlsx or .csv)">
          <Input
            id="group-file"
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        <TextField
          id="group-opening-cash"
          label="Cash and bank when the books start (R)"
          inputMode="decimal"
          hint="What the cash box and the bank held, to check the file against."
          value={cash}
          onChange={(event) => setCash(event.target.value)}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={isBusy}>
            {start.isPending && <Spinner />}
            Read the File
          </Button>
        </div>
      </form>
      {step && STEP_TEXT[step.status] && (
        <p role="status" className="text-sm text-muted-foreground">
          {STEP_TEXT[step.status]}
        </p>
      )}
      {step?.failure && (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-sm text-destructive">
          {step.failure.message}
        </p>
      )}
      {result && (
        <p role="status" className="rounded-md bg-muted/50 p-4 text-sm">
          Imported: {formatNumber(result.membersAdded)} new members and{' '}
          {formatNumber(result.contributionsAdded)} contributions
          {result.isOpeningPosted ? ', with the opening position' : ''}.
        </p>
      )}
      {step?.preview && step.status === 'previewed' && (
        <>
          <GroupImportPreview preview={step.preview} onMap={map} />
          <div className="flex justify-end">
            <Button
              type="button"
              disabled={!step.preview.canConfirm || isBusy}
              onClick={() => confirmImport(step)}
            >
              {confirm.isPending && <Spinner />}
              Confirm Import
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
