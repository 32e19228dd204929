import { useQuery } from '@tanstack/react-query'
import { MapPin } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { eventQuery } from '@/api/events'
import { useAbility } from '@/lib/use-ability'

/**
 * The guest's place on the floor plan (spec's floorplan_link): a seated guest
 * opens the plan at their seat; those who may edit the event can also open
 * it to seat a guest who has none. A seated guest's link is the list's
 * floorplan_link (the plan at ?seat=…); an unseated one opens it at ?guest=….
 */
export function FloorPlanLinkCell({ guest }: { guest: Attendee }) {
  const event = useQuery(eventQuery(guest.event_uuid))
  const canEdit = useAbility(event.data, 'update')
  // Door staff with 'Check-in Only' may not open the plan: no link leads them to a refusal.
  const mayOpenPlan = useAbility(event.data, 'read_floorplan')
  if (!mayOpenPlan || (!guest.seat_id && !canEdit)) return <span className="text-subtle-foreground">—</span>
  const href = guest.seat_id
    ? (guest.floorplan_link ?? `/events/${guest.event_uuid}/floor-plan?seat=${guest.seat_id}`)
    : `/events/${guest.event_uuid}/floor-plan?guest=${guest.id}`
  return (
    <a href={href} className="inline-flex items-center gap-1 text-[13px] whitespace-nowrap text-primary hover:underline" data-testid="guest-floorplan-link">
      <MapPin className="size-3.5" aria-hidden />
      {guest.seat_id ? 'View on floor plan' : 'Choose a seat'}
    </a>
  )
}
