import { Archive } from 'lucide-react';

/** Over an archived organization's pages: its books stay readable, and no money can be recorded. */
export function ArchivedBanner({ name }: { name: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <Archive className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">{name} is archived.</strong> Its books are read-only: you can view
        and export its records, but no money can be recorded. A platform administrator can restore it.
      </span>
    </p>
  );
}
