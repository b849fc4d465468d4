import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const CONTAINER_CLASS =
  'scroll-shadows relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A table that scrolls sideways inside its own box on narrow screens, with a shadow on the side that has more. The box is focusable so keyboard users
 * can scroll it too; give it a `label` to make it a named region.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label?: string }) {
  const table = (
    <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
  );
  if (label) {
    return (
      <section
        data-slot="table-container"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={CONTAINER_CLASS}
      >
        {table}
      </section>
    );
  }
  return (
    <div
      data-slot="table-container"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={CONTAINER_CLASS}
    >
      {table}
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t font-semibold', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-2.5 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-2.5 py-3 align-middle', className)} {...props} />;
}
