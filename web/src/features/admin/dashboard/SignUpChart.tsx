import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { signUpSeriesQuery, type SignUpBucket } from '@/api/admin-stats'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCalendarDate } from '@/lib/dates'
import { describeTimezone } from './viewer-timezone'
import { QueryView } from '@/components/query-view'

const PERIODS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'A year' },
] as const
type Period = (typeof PERIODS)[number]['value']

/** A year of days is too many bars to read: long periods count by week. */
const bucketFor = (period: Period): SignUpBucket => (period === '365' ? 'week' : 'day')

/** New accounts over time, as bars, with the same numbers in a table for screen readers. */
export function SignUpChart({ timezone }: { timezone: string }) {
  const [period, setPeriod] = useState<Period>('90')
  const bucket = bucketFor(period)
  const series = useQuery(signUpSeriesQuery(Number(period), bucket, timezone))
  const bucketLabel = bucket === 'week' ? 'Week of' : 'Day'

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="sign-ups-heading">Sign-ups</CardTitle>
          <CardDescription>
            {series.data
              ? `${series.data.meta.total} new accounts in ${PERIODS.find((option) => option.value === period)?.label.toLowerCase()}`
              : 'New accounts'}
            , counted per {bucket} in {describeTimezone(timezone)}
          </CardDescription>
        </div>
        <SegmentedControl label="Sign-ups period" value={period} options={PERIODS} onValueChange={setPeriod} />
      </CardHeader>
      <CardContent>
        <QueryView query={series} pendingLabel="Loading sign-ups" pending={<Skeleton className="h-56 w-full" />}>
          {(found) => (
            <>
              <div className="h-56" aria-hidden data-testid="sign-up-chart">
                <ResponsiveContainer width="100%" height="100%">
                  {/* The table below is the text alternative: the drawing takes no keyboard focus of its own. */}
                  <BarChart data={found.data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
                    <CartesianGrid vertical={false} stroke="var(--color-border)" />
                    <XAxis
                      dataKey="start"
                      tickFormatter={formatCalendarDate}
                      tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
                      tickLine={false}
                      axisLine={false}
                      minTickGap={24}
                    />
                    <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} tickLine={false} axisLine={false} />
                    <Tooltip
                      cursor={{ fill: 'var(--color-muted)' }}
                      labelFormatter={(start) => `${bucketLabel} ${formatCalendarDate(String(start))}`}
                      formatter={(count) => [count, 'Sign-ups']}
                    />
                    {/* Not animated, as the reports' charts: after every resize the bars slid for 1.5 s from their old places,
                        over the wrong dates meanwhile (and on a phone grew from the axis, unseen at first). */}
                    <Bar dataKey="count" name="Sign-ups" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <table className="sr-only" aria-labelledby="sign-ups-heading">
                <thead>
                  <tr>
                    <th scope="col">{bucketLabel}</th>
                    <th scope="col">Sign-ups</th>
                  </tr>
                </thead>
                <tbody>
                  {found.data.map((row) => (
                    <tr key={row.start}>
                      <td>{formatCalendarDate(row.start)}</td>
                      <td>{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  )
}
