import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type TSpinnerProps = ComponentProps<'svg'> & {
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
};

export function Spinner({ className, label, ...props }: TSpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    />
  );
}
