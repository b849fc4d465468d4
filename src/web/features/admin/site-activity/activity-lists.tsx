import { useState } from 'react';
import type { TAuditRow, TSiteActivity } from '../../../../shared/contracts/admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../shared/labels';

/** Labels with counts and a bar each, longest bar for the largest count. */
export function CountBars({
  items,
  emptyText,
}: {
  items: readonly { label: string; count: number }[];
  emptyText: string;
}) {
  if (items.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  const max = Math.max(...items.map((item) => item.count));
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.label} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate" title={item.label}>
              {item.label}
            </span>
            <span className="tabular-nums">{item.count}</span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden>
            <div className="h-2 rounded-full bg-primary" style={{ width: `${(item.count / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Page views per day: the busiest day sets the scale; 404s are counted beside. */
export function TrafficByDay({ traffic }: { traffic: TSiteActivity['traffic'] }) {
  const total = traffic.reduce((sum, day) => sum + day.views, 0);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {total} page view{total === 1 ? '' : 's'} in this period. Counted on the server: no cookies, no
        personal data.
      </p>
      <CountBars
        items={[...traffic].reverse().map((day) => ({ label: day.day, count: day.views }))}
        emptyText="No page views in this period"
      />
    </div>
  );
}

export function NotFoundLog({ rows }: { rows: TSiteActivity['notFound'] }) {
  if (rows.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No broken links in this period</p>;
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.path} className="grid gap-0.5 py-2 text-sm">
          <div className="flex justify-between gap-3">
            <code className="min-w-0 break-all">{row.path}</code>
            <span className="tabular-nums">{row.count}×</span>
          </div>
          <p className="text-xs text-muted-foreground">
            Last {formatDateTime(row.lastSeenAt)}
            {row.referrer ? ` · from ${row.referrer}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

const SHOWN_AT_FIRST = 5;

/** The latest audited actions: five at first, all twenty on request. */
export function RecentActivity({ rows }: { rows: readonly TAuditRow[] }) {
  const [isAllShown, setIsAllShown] = useState(false);
  const shown = isAllShown ? rows : rows.slice(0, SHOWN_AT_FIRST);
  if (rows.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No activity yet</p>;
  return (
    <div className="grid gap-2">
      <ul className="divide-y">
        {shown.map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
            <span>
              <code className="text-xs">{row.action}</code>
              {row.actorName && <span className="text-muted-foreground"> by {row.actorName}</span>}
            </span>
            <span className="text-muted-foreground">{formatDateTime(row.createdAt)}</span>
          </li>
        ))}
      </ul>
      {rows.length > SHOWN_AT_FIRST && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => setIsAllShown(!isAllShown)}
        >
          {isAllShown ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      )}
    </div>
  );
}
