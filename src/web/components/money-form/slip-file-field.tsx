import { MAX_SLIP_BYTES, SLIP_ACCEPT, SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

/** A first check in the browser (the server decides): the size, so a big photo fails before it uploads. */
export function checkSlipFile(file: File | null): string | null {
  if (file && file.size > MAX_SLIP_BYTES) return SLIP_TOO_LARGE;
  return null;
}

/** "Proof of payment": an optional slip (photo or PDF) for the payment being submitted. */
export function SlipFileField({ id, onChange }: { id: string; onChange: (file: File | null) => void }) {
  return (
    <FormField htmlFor={id} label="Proof of payment (optional)" hint="A photo or PDF of the slip, up to 5 MB">
      <Input
        id={id}
        type="file"
        accept={SLIP_ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FormField>
  );
}
