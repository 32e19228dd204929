import { createFileRoute } from '@tanstack/react-router'
import { JourneyEditorPage } from '@/features/journeys/editor/JourneyEditorPage'

export const Route = createFileRoute('/_default/events/$uuid/journeys/$journeyId')({
  component: function JourneyEditorRoute() {
    const { uuid, journeyId } = Route.useParams()
    return <JourneyEditorPage eventUuid={uuid} journeyId={journeyId} />
  },
})
