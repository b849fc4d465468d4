import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors sm:text-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/** A native select styled like Input: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-10 pr-8', className)} {...props} />;
}

/** A native checkbox in the theme's colours. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
