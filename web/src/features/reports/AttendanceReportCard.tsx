import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { eventReportQuery, type ReportBreakdown } from '@/api/reports'
import { ReportCard, type ReportTable } from './ReportCard'
import { colorOf, percent } from './report-format'

const COLUMNS: ReportTable['columns'] = [
  { key: 'group', label: 'Guests' },
  { key: 'guests', label: 'On the list', numeric: true },
  { key: 'rsvp_yes', label: 'Said Yes', numeric: true },
  { key: 'yes_checked_in', label: 'Yes, checked in', numeric: true },
  { key: 'no_shows', label: 'No-shows', numeric: true },
  { key: 'walk_ins', label: 'Checked in without a Yes', numeric: true },
  { key: 'check_in_rate', label: 'Check-in rate', numeric: true },
]

export function AttendanceReportCard({ eventUuid, by, asOf }: { eventUuid: string; by: ReportBreakdown; asOf: string | null }) {
  const report = useQuery(eventReportQuery(eventUuid, 'attendance', by, asOf))
  const data = report.data
  const labels = new Map(data?.values.map(({ value, label }) => [value, label]))
  const rows = (data?.rows ?? []).filter((row) => row.guests > 0 || row.checked_in > 0)
  const table: ReportTable | null = data
    ? { columns: COLUMNS, rows: rows.map((row) => ({ ...row, group: labels.get(row.value) ?? '', check_in_rate: percent(row.check_in_rate) })) }
    : null
  const all = rows.reduce((sum, row) => ({ yes: sum.yes + row.rsvp_yes, in: sum.in + row.yes_checked_in }), { yes: 0, in: 0 })
  return (
    <ReportCard
      id="attendance"
      title="Check-in rate and no-shows"
      description={
        data && by === 'all'
          ? `${percent(all.yes === 0 ? null : all.in / all.yes)} of the guests who said Yes were checked in.`
          : 'Of the guests who said Yes, who came'
      }
      table={table}
      query={report}
      empty="No guests on the list yet."
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={table?.rows} maxBarSize={64} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e5e7eb" />
            <XAxis dataKey="group" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fill: '#f3f4f6' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="yes_checked_in" name="Yes, checked in" stackId="yes" fill={colorOf(2)} isAnimationActive={false} />
            <Bar dataKey="no_shows" name="No-shows" stackId="yes" fill={colorOf(4)} isAnimationActive={false} />
            <Bar dataKey="walk_ins" name="Checked in without a Yes" fill={colorOf(1)} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  )
}
