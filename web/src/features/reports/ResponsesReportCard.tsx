import { useQuery } from '@tanstack/react-query'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { eventReportQuery, type ReportBreakdown, type ResponsesReport } from '@/api/reports'
import { ReportCard, type ReportTable } from './ReportCard'
import { formatCalendarDate } from '@/lib/dates'
import { colorOf, dayLabel } from './report-format'

const MEASURES = [
  { key: 'invited', label: 'Invited' },
  { key: 'rsvp_yes', label: 'Yes' },
  { key: 'rsvp_no', label: 'No' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
] as const

/** The whole list: one line per answer. Broken down: one line of Yes per value (the table keeps every figure). */
function chartRows(report: ResponsesReport) {
  const days = new Map<string, Record<string, string | number>>()
  for (const row of report.rows) {
    const day = days.get(row.day) ?? { day: dayLabel(row.day) }
    if (report.by === 'all') for (const { key } of MEASURES) day[key] = row[key]
    else day[`v:${row.value}`] = row.rsvp_yes
    days.set(row.day, day)
  }
  return [...days.values()]
}

export function ResponsesReportCard({ eventUuid, by, asOf }: { eventUuid: string; by: ReportBreakdown; asOf: string | null }) {
  const report = useQuery(eventReportQuery(eventUuid, 'responses', by, asOf))
  const data = report.data
  const labels = new Map(data?.values.map(({ value, label }) => [value, label]))
  const table: ReportTable | null = data
    ? {
        columns: [
          { key: 'day', label: `Day (${data.time_zone})` },
          ...(by === 'all' ? [] : [{ key: 'group', label: 'Guests' }]),
          ...MEASURES.map((measure) => ({ ...measure, numeric: true })),
        ],
        rows: data.rows.map((row) => ({ ...row, day: formatCalendarDate(row.day), group: labels.get(row.value) ?? '' })),
      }
    : null
  const lines = data
    ? by === 'all'
      ? MEASURES.map(({ key, label }) => ({ key, label }))
      : data.values.map(({ value, label }) => ({ key: `v:${value}`, label: `${label}: Yes` }))
    : []
  return (
    <ReportCard
      id="responses"
      title="RSVP and approval over time"
      description={
        data ? `As they stood at the end of each day since the invitations went out, days in ${data.time_zone}.` : 'Answers since the invitations went out'
      }
      table={table}
      query={report}
      empty="No invitations or answers yet."
      chart={
        data && (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={chartRows(data)} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="day" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {lines.map(({ key, label }, index) => (
                <Line key={key} dataKey={key} name={label} stroke={colorOf(index)} strokeWidth={2} dot={false} type="stepAfter" isAnimationActive={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        )
      }
    />
  )
}
