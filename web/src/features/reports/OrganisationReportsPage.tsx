import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { organisationReportQuery } from '@/api/reports'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { formatCalendarDate } from '@/lib/dates'
import { useDocumentTitle } from '@/lib/page-title'
import { ReportCard, type ReportTable } from './ReportCard'
import { ReportControls } from './ReportControls'
import { colorOf, percent } from './report-format'

const COLUMNS: ReportTable['columns'] = [
  { key: 'name', label: 'Event' },
  { key: 'starts_date', label: 'Date' },
  { key: 'invited', label: 'Invited', numeric: true },
  { key: 'rsvp_yes', label: 'Yes', numeric: true },
  { key: 'rsvp_no', label: 'No', numeric: true },
  { key: 'checked_in', label: 'Checked in', numeric: true },
  { key: 'no_shows', label: 'No-shows', numeric: true },
  { key: 'check_in_rate', label: 'Check-in rate', numeric: true },
  { key: 'messages_delivered', label: 'Messages delivered', numeric: true },
  { key: 'messages_opened', label: 'Opened', numeric: true },
  { key: 'messages_clicked', label: 'Clicked', numeric: true },
]

/** /reports: the organisation's events side by side, those the person may view. */
export function OrganisationReportsPage({ asOf, onAsOfChange }: { asOf: string | null; onAsOfChange: (asOf: string | null) => void }) {
  useDocumentTitle('Reports')
  const report = useQuery(organisationReportQuery(asOf))
  const data = report.data
  const table: ReportTable | null = data
    ? {
        columns: COLUMNS,
        rows: data.rows.map(({ event_uuid: _uuid, is_archived: _archived, time_zone: _zone, ...row }) => ({
          ...row,
          name: row.name || 'Untitled event',
          starts_date: formatCalendarDate(row.starts_date),
          check_in_rate: percent(row.check_in_rate),
        })),
      }
    : null
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <PageContainer>
      <PageHeader title="Reports" description="Your organisation’s events side by side: answers, arrivals and messages." />
      <ReportControls asOf={asOf} onAsOfChange={onAsOfChange} timeZone={browserZone} />
      <ReportCard
        id="events"
        title="Events side by side"
        description="Guests who said Yes, those checked in and the no-shows of each event."
        table={table}
        query={report}
        empty="No events yet."
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={table?.rows} maxBarSize={64} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="name" tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} minTickGap={8} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} />
              <Tooltip cursor={{ fill: '#f3f4f6' }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="rsvp_yes" name="Said Yes" fill={colorOf(0)} isAnimationActive={false} />
              <Bar dataKey="checked_in" name="Checked in" fill={colorOf(2)} isAnimationActive={false} />
              <Bar dataKey="no_shows" name="No-shows" fill={colorOf(4)} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </PageContainer>
  )
}
