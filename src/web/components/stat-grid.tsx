import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../lib/errors';
import { StatCard } from './ui/stat-card';

export type TStat = { label: string; icon: LucideIcon; hint?: ReactNode; value: ReactNode };

/**
 * The figures above a list or a chart, four to a row on a wide screen, two on a tablet, one on a phone;
 * `skeleton` stands in for each value while `isLoading`.
 */
export function StatGrid({
  stats,
  isLoading = false,
  skeleton,
}: {
  stats: readonly TStat[];
  isLoading?: boolean;
  skeleton?: ReactNode;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map(({ label, icon, hint, value }) => (
        <StatCard key={label} label={label} icon={icon} hint={hint} value={isLoading ? skeleton : value} />
      ))}
    </div>
  );
}

/** In the figures' place when they could not be read: the server's message, else `fallback`. */
export function StatsFailure({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive">
      {getErrorMessage(error, fallback)}
    </p>
  );
}
