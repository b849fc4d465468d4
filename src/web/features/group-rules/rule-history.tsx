import { formatLongDate } from '../../../shared/book-months';
import type { TRuleVersionView } from '../../../shared/contracts/group-rules';
import { formatDate } from '../../../shared/format';

/** Every version of the rules, newest first: who set it, when, from which date, and what it changed. */
export function RuleHistory({ versions }: { versions: TRuleVersionView[] }) {
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="rule-history-title" className="grid gap-3">
      <h3 id="rule-history-title" className="font-semibold">
        Version history
      </h3>
      <ol className="grid gap-3">
        {versions.map((version) => (
          <li key={version.version} className="rounded-lg border p-4 text-sm">
            <p className="font-medium">
              Version {version.version}: from {formatLongDate(version.effectiveFrom)}
            </p>
            <p className="text-muted-foreground">
              Set by {version.createdByName ?? 'a former member'} on {formatDate(version.createdAt)}
            </p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {version.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
