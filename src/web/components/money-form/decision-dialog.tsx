import type { ReactNode } from 'react';
import { FormFooter } from '../form-footer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

/**
 * Confirms a decision on money already recorded (reverse, waive, mark as failed, approve, decline): what it is
 * about, the fields it asks for (a reason), and the button that applies it. Closing it (Cancel, Escape) calls
 * `onClose`; submitting calls `onSubmit`, which closes it when the decision is applied.
 */
export function DecisionDialog({
  isOpen,
  onClose,
  title,
  description,
  submitLabel,
  isPending,
  isDestructive = true,
  onSubmit,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** A red button: the decision undoes or refuses money. */
  isDestructive?: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormFooter
            submitLabel={submitLabel}
            isPending={isPending}
            onCancel={onClose}
            isDestructive={isDestructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
