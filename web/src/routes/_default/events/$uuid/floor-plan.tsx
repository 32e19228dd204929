import { createFileRoute } from '@tanstack/react-router'
import { FloorPlanPage } from '@/features/seating/editor/FloorPlanPage'

export const Route = createFileRoute('/_default/events/$uuid/floor-plan')({
  component: function FloorPlanRoute() {
    const { uuid } = Route.useParams()
    return <FloorPlanPage eventUuid={uuid} />
  },
})
