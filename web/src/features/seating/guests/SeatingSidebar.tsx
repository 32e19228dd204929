import { useFloorPlan } from '../editor/floor-plan-context'

// Placeholder owned by the guests helper (design doc): their SeatingSidebar
// replaces this file at merge. Until then the page shows how many guests sit.
export function SeatingSidebar() {
  const { plan } = useFloorPlan()
  return (
    <aside aria-label="Guests" className="hidden w-64 shrink-0 border-l border-border p-3 text-sm text-muted-foreground xl:block">
      {plan.occupants.length === 1 ? '1 seated guest' : `${plan.occupants.length} seated guests`}
    </aside>
  )
}
