import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { eventReportQuery, type ArrivalsReport, type ReportBreakdown } from '@/api/reports'
import { formatCount } from '@/lib/counts'
import { ReportCard, type ReportTable } from './ReportCard'
import { bucketTime, colorOf, zoneLabel } from './report-format'

const FIVE_MINUTES = 5 * 60 * 1000

/** Every 5 minutes from the first arrival to the last, with a column per breakdown value (zero where nobody came). */
function arrivalsTable(report: ArrivalsReport): ReportTable {
  const times = report.rows.map((row) => Date.parse(row.start))
  const first = Math.min(...times)
  const last = Math.max(...times)
  const withDay = new Date(first).toDateString() !== new Date(last).toDateString()
  const counts = new Map(report.rows.map((row) => [`${row.start}|${row.value}`, row.arrivals]))
  const rows: ReportTable['rows'] = []
  for (let at = first; at <= last && rows.length < 2000; at += FIVE_MINUTES) {
    const start = new Date(at).toISOString()
    const row: ReportTable['rows'][number] = { time: bucketTime(start, report.time_zone, withDay) }
    for (const { value } of report.values) row[`v:${value}`] = counts.get(`${start}|${value}`) ?? 0
    rows.push(row)
  }
  return {
    columns: [{ key: 'time', label: `From (${report.time_zone})` }, ...report.values.map(({ value, label }) => ({ key: `v:${value}`, label, numeric: true }))],
    rows,
  }
}

export function ArrivalsReportCard({ eventUuid, by, asOf }: { eventUuid: string; by: ReportBreakdown; asOf: string | null }) {
  const report = useQuery(eventReportQuery(eventUuid, 'arrivals', by, asOf))
  const data = report.data
  const table = data && data.rows.length > 0 ? arrivalsTable(data) : data ? { columns: [], rows: [] } : null
  const arrived = data?.rows.reduce((sum, row) => sum + row.arrivals, 0) ?? 0
  const expected = data?.expected.reduce((sum, row) => sum + row.rsvp_yes, 0) ?? 0
  return (
    <ReportCard
      id="arrivals"
      title="Arrivals per 5 minutes"
      description={
        data
          ? `${formatCount(arrived)} checked in, against ${formatCount(expected)} who said Yes. Times in ${zoneLabel(data.time_zone)}.`
          : 'Check-ins at the door over time'
      }
      table={table}
      query={report}
      empty="Nobody has been checked in yet."
      chart={
        data && (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={table?.rows} maxBarSize={64} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="time" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
              <Tooltip cursor={{ fill: '#f3f4f6' }} />
              {data.values.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
              {data.values.map(({ value, label }, index) => (
                <Bar key={value} dataKey={`v:${value}`} name={label} stackId="arrivals" fill={colorOf(index)} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )
      }
    />
  )
}
