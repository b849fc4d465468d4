import { formatLongDate } from '../../../shared/book-months';
import type { TRuleVersionView } from '../../../shared/contracts/group-rules';
import { describeRules } from '../../../shared/group-rules/describe-rules';

/** The rules in force, read-only: what every member sees. */
export function RulesSummary({ version }: { version: TRuleVersionView | null }) {
  if (!version) {
    return <p className="text-sm text-muted-foreground">The group has not set its rules yet.</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Version {version.version}, in force since {formatLongDate(version.effectiveFrom)}
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {describeRules(version.rules).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b py-1 sm:block sm:border-0 sm:py-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
