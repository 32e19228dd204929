import { useQuery } from '@tanstack/react-query'
import { MapPin } from 'lucide-react'
import { doorSeatPlan, seatingViewKeys, type DoorSeatPlan, type PlanViewData } from '@/api/seating-view'
import { Skeleton } from '@/components/ui/skeleton'
import { PlanView } from '@/components/plan-view/PlanView'
import { QueryView } from '@/components/query-view'

/**
 * After a check-in, for the 'Check-in with Floorplan' role: where the guest
 * sits, lit on the plan, and where their party sits (names of the party only).
 * Online only: the offline roster carries seats as text, not the plan.
 */
export function DoorSeatPlan({ eventUuid, attendeeId }: { eventUuid: string; attendeeId: string }) {
  const query = useQuery({
    queryKey: seatingViewKeys.door(eventUuid, attendeeId),
    queryFn: ({ signal }) => doorSeatPlan(eventUuid, attendeeId, signal),
    retry: false,
    staleTime: 15_000,
  })
  // No plan, or none to be had (offline, refused): the seat stays as text on the card above.
  if (query.isError) return null
  return (
    <QueryView
      query={query}
      pendingLabel="Loading where the guest sits"
      pending={<Skeleton className="h-64 w-full rounded-xl" />}
      isEmpty={(reply) => !reply.data.plan}
      empty={null}
    >
      {(reply) => <DoorSeatPlanOf guest={reply.data.guest} party={reply.data.party} plan={reply.data.plan!} />}
    </QueryView>
  )
}

function DoorSeatPlanOf({ guest, party, plan }: DoorSeatPlan & { plan: PlanViewData }) {
  const partySeats = party.filter((member) => member.seat_id).map((member) => member.seat_id!)
  return (
    <section className="space-y-2 rounded-xl border border-border bg-background p-3" aria-label="Where the guest sits" data-testid="door-seat-plan">
      <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
        <MapPin className="size-4 text-warning" aria-hidden />
        {guest.seat ? `${guest.full_name}: ${guest.seat}` : `${guest.full_name} has no seat yet.`}
      </p>
      <PlanView
        plan={plan}
        highlightSeatIds={guest.seat_id ? [guest.seat_id, ...partySeats] : partySeats}
        className="h-72 sm:h-96"
        label={guest.seat ? `Floor plan with ${guest.full_name}'s seat highlighted` : 'Floor plan'}
      />
      {party.length > 0 && (
        <ul className="space-y-0.5 text-sm text-muted-foreground" data-testid="door-party-seats">
          {party.map((member) => (
            <li key={member.id}>
              <span className="text-foreground">{member.full_name}</span>: {member.seat ?? 'no seat yet'}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
