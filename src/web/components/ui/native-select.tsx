import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native select styled like our inputs: keyboard- and screen-reader-friendly on every device. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
