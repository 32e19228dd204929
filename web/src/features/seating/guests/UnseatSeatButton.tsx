import { useMemo } from 'react'
import { UserMinus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useFloorPlan } from '../editor/floor-plan-context'
import { indexPlan } from './drop-target'
import { useSeatActions } from './use-seat-actions'

// For the editor's seat popover (the seat's context): gives the seat back.
// It sends what the Seated tab's button sends, so both say the same words.

export function UnseatSeatButton({ seatId }: { seatId: string }) {
  const { plan, eventUuid, canEdit } = useFloorPlan()
  const index = useMemo(() => indexPlan(plan), [plan])
  const { unseat } = useSeatActions(eventUuid, index)
  const occupant = plan.occupants.find((candidate) => candidate.seat_id === seatId)
  if (!canEdit || !occupant) return null
  return (
    <Button variant="secondary" size="sm" onClick={() => void unseat([occupant.attendee_id], occupant.full_name)} data-testid="unseat-seat">
      <UserMinus aria-hidden /> Unseat {occupant.full_name}
    </Button>
  )
}
