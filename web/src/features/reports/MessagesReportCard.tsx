import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { eventReportQuery, type MessagesReport, type ReportBreakdown } from '@/api/reports'
import { ReportCard, type ReportTable } from './ReportCard'
import { colorOf, percent, share } from './report-format'

const STEPS = [
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'opened', label: 'Opened' },
  { key: 'clicked', label: 'Clicked' },
] as const

/** One group of bars per communication, all breakdown values summed. */
function chartRows(report: MessagesReport) {
  const messages = new Map<string, Record<string, string | number>>()
  for (const row of report.rows) {
    const message = messages.get(row.subject) ?? { message: row.label, sent: 0, delivered: 0, opened: 0, clicked: 0 }
    for (const { key } of STEPS) message[key] = Number(message[key]) + row[key]
    messages.set(row.subject, message)
  }
  return [...messages.values()]
}

export function MessagesReportCard({ eventUuid, by, asOf }: { eventUuid: string; by: ReportBreakdown; asOf: string | null }) {
  const report = useQuery(eventReportQuery(eventUuid, 'messages', by, asOf))
  const data = report.data
  const labels = new Map(data?.values.map(({ value, label }) => [value, label]))
  const table: ReportTable | null = data
    ? {
        columns: [
          { key: 'message', label: 'Message' },
          ...(by === 'all' ? [] : [{ key: 'group', label: 'Guests' }]),
          ...STEPS.map((step) => ({ ...step, numeric: true })),
          { key: 'delivery_rate', label: 'Delivery rate', numeric: true },
          { key: 'open_rate', label: 'Open rate', numeric: true },
          { key: 'click_rate', label: 'Click rate', numeric: true },
        ],
        rows: data.rows.map((row) => ({
          message: row.label,
          group: labels.get(row.value) ?? '',
          sent: row.sent,
          delivered: row.delivered,
          opened: row.opened,
          clicked: row.clicked,
          delivery_rate: percent(share(row.delivered, row.sent)),
          open_rate: percent(share(row.opened, row.delivered)),
          click_rate: percent(share(row.clicked, row.delivered)),
        })),
      }
    : null
  return (
    <ReportCard
      id="messages"
      title="Messages: delivery, opens and clicks"
      description="Per communication, the guests whose message was sent, delivered, opened and clicked. Opens are counted where the guest’s mail shows images."
      table={table}
      query={report}
      empty="No message has been sent yet."
      chart={
        data && (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chartRows(data)} maxBarSize={48} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="message" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} interval={0} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
              <Tooltip cursor={{ fill: '#f3f4f6' }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {STEPS.map(({ key, label }, index) => (
                <Bar key={key} dataKey={key} name={label} fill={colorOf(index)} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )
      }
    />
  )
}
