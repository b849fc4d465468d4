import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import type { TDialogOpenProps } from './ui/dialog';
import { Spinner } from './ui/spinner';

/**
 * A yes-or-no question before a change that is hard to undo (Radix AlertDialog: focus moves in and stays,
 * Escape cancels, focus returns to the trigger).
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDestructive = false,
  isPending = false,
  isConfirmDisabled = false,
  onConfirm,
  children,
}: TDialogOpenProps & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending?: boolean;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg">
          <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={isDestructive ? 'destructive' : 'default'}
              disabled={isPending || isConfirmDisabled}
              onClick={onConfirm}
            >
              {isPending && <Spinner />}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
