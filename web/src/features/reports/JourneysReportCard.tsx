import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { eventReportQuery, type JourneysReport, type ReportBreakdown } from '@/api/reports'
import { ReportCard, type ReportTable } from './ReportCard'
import { colorOf } from './report-format'

const versionName = (row: JourneysReport['rows'][number]) => `${row.journey_name} v${row.version}`

/** One bar per stage, a series per journey version: how many got how far. */
function chartRows(report: JourneysReport) {
  const stages = new Map<string, Record<string, string | number>>()
  for (const row of report.rows) {
    const key = `${row.position}|${row.label}`
    const stage = stages.get(key) ?? { stage: row.label, position: row.position }
    stage[versionName(row)] = Number(stage[versionName(row)] ?? 0) + row.guests
    stages.set(key, stage)
  }
  return [...stages.values()].sort((a, b) => Number(a.position) - Number(b.position))
}

export function JourneysReportCard({ eventUuid, by, asOf }: { eventUuid: string; by: ReportBreakdown; asOf: string | null }) {
  const report = useQuery(eventReportQuery(eventUuid, 'journeys', by, asOf))
  const data = report.data
  const labels = new Map(data?.values.map(({ value, label }) => [value, label]))
  const versions = [...new Set(data?.rows.map(versionName))]
  const table: ReportTable | null = data
    ? {
        columns: [
          { key: 'journey', label: 'Journey' },
          { key: 'stage', label: 'Step' },
          ...(by === 'all' ? [] : [{ key: 'group', label: 'Guests' }]),
          { key: 'guests', label: 'Guests who got here', numeric: true },
        ],
        rows: data.rows.map((row) => ({ journey: versionName(row), stage: row.label, group: labels.get(row.value) ?? '', guests: row.guests })),
      }
    : null
  return (
    <ReportCard
      id="journeys"
      title="Journey funnel"
      description="Of the guests who started each published version, how many reached each step and their pass."
      table={table}
      query={report}
      empty="No guest has started a journey yet."
      chart={
        data && (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chartRows(data)} maxBarSize={48} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="stage" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} interval={0} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
              <Tooltip cursor={{ fill: '#f3f4f6' }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {versions.map((name, index) => (
                <Bar key={name} dataKey={name} name={name} fill={colorOf(index)} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )
      }
    />
  )
}
