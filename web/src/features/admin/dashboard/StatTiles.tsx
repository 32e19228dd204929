import type { AdminDashboard } from '@/api/admin-stats'
import { Card } from '@/components/ui/card'
import { describeTimezone } from './viewer-timezone'

const numbers = new Intl.NumberFormat('en-US')

function StatTile({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4" data-testid="admin-stat">
      <dt className="text-[13px] text-muted-foreground">{label}</dt>
      <dd className="text-[24px] leading-tight font-semibold tracking-[-0.02em] tabular-nums">{numbers.format(value)}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </Card>
  )
}

/** The instance's headline numbers, one tile each. */
export function StatTiles({ stats }: { stats: AdminDashboard }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatTile label="Users" value={stats.users} />
      <StatTile label="Organisations" value={stats.organisations} />
      <StatTile label="Live events" value={stats.live_events} detail="Started and not yet ended" />
      <StatTile label="Upcoming events" value={stats.upcoming_events} />
      <StatTile label="Guests" value={stats.guests} detail="On every guest list" />
      <StatTile label="Check-ins today" value={stats.check_ins_today} detail={`Since midnight, ${describeTimezone(stats.timezone)}`} />
      <StatTile label="Emails sent, last 24 hours" value={stats.emails_sent_24h} />
      <StatTile
        label="Emails sent, last 7 days"
        value={stats.emails_sent_7d}
        detail={stats.emails_failed_7d > 0 ? `${numbers.format(stats.emails_failed_7d)} could not be delivered` : 'None failed'}
      />
    </dl>
  )
}
