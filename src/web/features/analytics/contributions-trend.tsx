import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAnalyticsTrendPoint } from '../../../shared/contracts/analytics';
import { formatCents } from '../../../shared/money';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const formatMonth = (month: string) => format(parseISO(month), 'MMM yyyy');
/** Every month gets its label; the years are in the description, so three letters fit twelve bars on a phone. */
const formatTick = (month: string) => format(parseISO(month), 'MMM');
/** Axis ticks in whole rand ('R 1 500' rather than 'R 1 500,00'), to keep the axis narrow. */
const formatAxisCents = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/[,.]00$/, '');

function TrendTable({ trend }: { trend: readonly TAnalyticsTrendPoint[] }) {
  return (
    <table className="sr-only">
      <caption>Completed contributions per month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Amount</th>
          <th scope="col">Contributions</th>
        </tr>
      </thead>
      <tbody>
        {trend.map((point) => (
          <tr key={point.month}>
            <th scope="row">{formatMonth(point.month)}</th>
            <td>{formatCents(point.totalCents)}</td>
            <td>{point.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Completed contributions per month of the period, as a bar chart; screen readers get the same as a table. */
export function ContributionsTrend({ trend }: { trend: readonly TAnalyticsTrendPoint[] }) {
  const data = trend.map((point) => ({ ...point, label: formatTick(point.month) }));
  const first = trend[0]?.month;
  const last = trend.at(-1)?.month;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Contributions Trend</CardTitle>
        <CardDescription>
          Completed contributions per month
          {first && last ? `, ${formatMonth(first)} to ${formatMonth(last)}` : ''}
        </CardDescription>
      </CardHeader>
      <div className="px-2 pb-4 sm:px-4">
        <div aria-hidden className="h-64 w-full">
          <BarChart
            responsive
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
            style={{ width: '100%', height: '100%' }}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
              interval={0}
            />
            <YAxis
              tickFormatter={formatAxisCents}
              tickLine={false}
              axisLine={false}
              width="auto"
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              formatter={(value) => [formatCents(Number(value)), 'Contributions']}
              labelFormatter={(_label, payload) => {
                const month = payload?.[0]?.payload?.month;
                return typeof month === 'string' ? formatMonth(month) : '';
              }}
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                borderRadius: 8,
                color: 'var(--card-foreground)',
              }}
            />
            <Bar dataKey="totalCents" fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </div>
        <TrendTable trend={trend} />
      </div>
    </Card>
  );
}
