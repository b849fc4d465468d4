import { formatCents } from '../../shared/money';
import { cn } from '../lib/cn';

/** An amount in rand from integer cents, in tabular figures; negative amounts (outflows) in red. */
export function Money({
  cents,
  className,
  isSignShown = false,
}: {
  cents: number;
  className?: string;
  /** Write '+' before money in as well as '-' before money out. */
  isSignShown?: boolean;
}) {
  return (
    <span
      data-money=""
      className={cn(
        'whitespace-nowrap tabular-nums',
        cents < 0 && 'text-red-600 dark:text-red-400',
        className,
      )}
    >
      {formatCents(cents, { signDisplay: isSignShown ? 'exceptZero' : 'auto' })}
    </span>
  );
}
