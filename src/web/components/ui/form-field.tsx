import type { ReactNode } from 'react';
import { Label } from './label';

type TFormFieldProps = {
  /** The id of the control inside, which the label points at. */
  htmlFor: string;
  label: string;
  /** A short hint under the control; give the control `aria-describedby={`${htmlFor}-hint`}`. */
  hint?: string;
  children: ReactNode;
};

/** A labelled form control, the one layout every form uses. */
export function FormField({ htmlFor, label, hint, children }: TFormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && (
        <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
