import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A multi-line field styled as Input: reasons, notes, descriptions and messages. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full resize-y min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors sm:text-sm',
        'placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
