import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A native select styled like Input (focus ring, disabled and invalid states): keyboard and screen-reader
 * behaviour come from the browser on every device.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs transition-colors sm:text-sm',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
