import { ChartColumn, HandCoins, Landmark, Scale } from 'lucide-react';
import type { TAnalytics } from '../../../shared/contracts/analytics';
import { formatNumber } from '../../../shared/format';
import { Money } from '../../components/money';
import { StatGrid } from '../../components/stat-grid';

/** A skeleton that may sit inside the card's paragraphs (a div may not). */
function InlineSkeleton({ className }: { className: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-pulse rounded-md bg-muted align-middle motion-reduce:animate-none ${className}`}
    />
  );
}

function countText(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * Net Balance is the period's net cash flow (ADR 59): the share of contributions it comes to is no margin,
 * since the cash moved by loans, repayments, payouts and fees is in it too.
 */
function describeNetCashFlow(marginPercent: number | null): string {
  const share = marginPercent === null ? '' : ` · ${marginPercent.toFixed(1)}% of contributions`;
  return `Net cash flow: cash in less cash out${share}`;
}

/** The four stat cards of the period; skeletons until the first answer arrives. */
export function AnalyticsFigures({ analytics }: { analytics: TAnalytics | undefined }) {
  const hint = (text: (data: TAnalytics) => string) =>
    analytics ? text(analytics) : <InlineSkeleton className="h-3.5 w-24" />;
  return (
    <StatGrid
      isLoading={analytics === undefined}
      skeleton={<InlineSkeleton className="h-8 w-28" />}
      stats={[
        {
          label: 'Total Contributions',
          icon: HandCoins,
          hint: hint((data) =>
            countText(data.contributionCount, 'completed contribution', 'completed contributions'),
          ),
          value: <Money cents={analytics?.totalContributionsCents ?? 0} />,
        },
        {
          label: 'Total Loans',
          icon: Landmark,
          hint: hint((data) =>
            data.canOfferLoans || data.disbursedLoanCount > 0
              ? countText(data.disbursedLoanCount, 'loan disbursed', 'loans disbursed')
              : 'Stokvels do not offer loans',
          ),
          value: <Money cents={analytics?.totalLoansCents ?? 0} />,
        },
        {
          label: 'Net Balance',
          icon: Scale,
          hint: hint((data) => describeNetCashFlow(data.marginPercent)),
          value: <Money cents={analytics?.netBalanceCents ?? 0} />,
        },
        {
          label: 'Avg Contribution',
          icon: ChartColumn,
          hint: hint(() => 'Per completed contribution'),
          value: <Money cents={analytics?.averageContributionCents ?? 0} />,
        },
      ]}
    />
  );
}
