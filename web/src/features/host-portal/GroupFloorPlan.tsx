import { useQuery } from '@tanstack/react-query'
import { hostGroupFloorPlan, seatingViewKeys } from '@/api/seating-view'
import { Skeleton } from '@/components/ui/skeleton'
import { PlanView } from '@/components/plan-view/PlanView'
import { QueryView } from '@/components/query-view'

/**
 * Where the group's guests sit, for a group the organiser lets view the floor
 * plan: their seats lit and named on hover, every other seat only taken or free.
 */
export function GroupFloorPlan({ host, groupId }: { host: string; groupId: string }) {
  const plan = useQuery({
    queryKey: seatingViewKeys.hostGroup(host, groupId),
    queryFn: ({ signal }) => hostGroupFloorPlan(host, groupId, signal).then((reply) => reply.data),
    retry: false,
  })
  if (plan.isError) return null
  return (
    <section aria-label="Floor plan" className="flex flex-col gap-2" data-testid="host-floor-plan">
      <h2 className="text-base font-semibold">Where your guests sit</h2>
      <QueryView
        query={plan}
        pendingLabel="Loading the floor plan"
        pending={<Skeleton className="h-72 w-full rounded-lg" />}
        isEmpty={(drawn) => !drawn}
        empty={<p className="text-sm text-muted-foreground">The organiser has not drawn the floor plan yet.</p>}
      >
        {(drawn) => (
          <>
            <p className="text-sm text-muted-foreground">Your guests' seats are highlighted. Drag to move round the plan; pinch or scroll to zoom.</p>
            <PlanView plan={drawn!} className="h-80 sm:h-[28rem]" label="Floor plan with your guests' seats highlighted" />
          </>
        )}
      </QueryView>
    </section>
  )
}
