import type { HostedGroup } from '@/api/host-portal'

/** The group's tickets at a glance: allocated, named, still to name, and how many answered or arrived. */
export function TicketCounters({ tickets }: { tickets: HostedGroup['tickets'] }) {
  const counters = [
    { key: 'allocated', label: 'Tickets', value: tickets.allocated },
    { key: 'named', label: 'Named', value: tickets.named },
    { key: 'placeholders', label: 'To name', value: tickets.placeholders },
    { key: 'attending', label: 'Attending', value: tickets.attending },
    { key: 'checked_in', label: 'Checked in', value: tickets.checked_in },
  ]
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Tickets">
      {counters.map((counter) => (
        <div key={counter.key} className="rounded-lg border border-border bg-background px-3 py-2 shadow-card" data-testid={`host-counter-${counter.key}`}>
          <dt className="text-xs text-muted-foreground">{counter.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{counter.value}</dd>
        </div>
      ))}
    </dl>
  )
}
