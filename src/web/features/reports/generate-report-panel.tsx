import {
  CircleAlert,
  FileText,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import {
  listReportTypesFor,
  REPORT_TYPE_DESCRIPTIONS,
  REPORT_TYPE_LABELS,
  type TReportType,
  ZGenerateReport,
} from '../../../shared/contracts/reports';
import { DateRangeFields } from '../../components/date-range-fields';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { getDefaultRange, getQuickPickRange, QUICK_PICKS, type TDateRange } from './report-range';
import { useGenerateReport } from './reports.mutations';

const ICONS = {
  financial_summary: FileText,
  member_activity: Users,
  loan_portfolio: Landmark,
  audit: ScrollText,
  cover_register: ShieldCheck,
  arrears: CircleAlert,
  claims_register: HeartHandshake,
} satisfies Record<TReportType, LucideIcon>;

/** The report cards (choose one), the date range with quick picks, and Generate. */
export function GenerateReportPanel({
  organizationId,
  organizationType,
}: {
  organizationId: string;
  organizationType: string;
}) {
  const reportTypes = listReportTypesFor(organizationType);
  // A link may name the report to start on (`?type=claims_register`); any other value starts on the first.
  const [searchParams] = useSearchParams();
  const named = reportTypes.find((type) => type === searchParams.get('type'));
  const [reportType, setReportType] = useState<TReportType>(named ?? 'financial_summary');
  const [range, setRange] = useState<TDateRange>(() => getDefaultRange(getTodayIso()));
  const generate = useGenerateReport(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();
  const input = { reportType, ...range };
  const checked = ZGenerateReport.safeParse(input);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the dates');

  const submit = () => {
    if (!checked.success) return;
    generate.mutate(
      { input: checked.data, idempotencyKey: getKey(checked.data) },
      {
        onSuccess: (report) => {
          resetKey();
          toast.success(`${REPORT_TYPE_LABELS[report.reportType]} requested`, {
            description: 'It is being generated and will appear in Recent Reports.',
          });
        },
        onError: (error) => toastError(error, 'The report could not be requested'),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <fieldset
        className={cn(
          'grid gap-4 sm:grid-cols-2',
          reportTypes.length > 4 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        <legend className="sr-only">Report type</legend>
        {reportTypes.map((type) => {
          const Icon = ICONS[type];
          const isChosen = type === reportType;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={isChosen}
              onClick={() => setReportType(type)}
              className={cn(
                'h-full rounded-xl border bg-card p-5 text-left shadow-xs transition-colors hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isChosen && 'border-primary ring-2 ring-primary/30',
              )}
            >
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="mt-3 block font-semibold">{REPORT_TYPE_LABELS[type]}</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                {REPORT_TYPE_DESCRIPTIONS[type]}
              </span>
            </button>
          );
        })}
      </fieldset>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">Generate {REPORT_TYPE_LABELS[reportType]}</h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Quick picks</legend>
            {QUICK_PICKS.map((pick) => (
              <Button
                key={pick.key}
                size="sm"
                variant="outline"
                onClick={() => setRange(getQuickPickRange(pick.key, getTodayIso()))}
              >
                {pick.label}
              </Button>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-end">
            <DateRangeFields
              idPrefix="report"
              labels={{ start: 'From', end: 'To' }}
              start={range.startDate}
              end={range.endDate}
              onChange={(startDate, endDate) => setRange({ startDate, endDate })}
            />
            <Button
              className="sm:justify-self-start"
              onClick={submit}
              disabled={!checked.success || generate.isPending}
            >
              {generate.isPending ? 'Requesting…' : 'Generate report'}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
