import { createFileRoute } from '@tanstack/react-router'
import { FeatureEditorPage } from '@/features/event-features/FeatureEditorPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/feature/$featureId')({
  component: function FeatureRoute() {
    const { uuid, featureId } = Route.useParams()
    return <FeatureEditorPage eventUuid={uuid} featureId={featureId} />
  },
})
