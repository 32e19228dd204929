import { createFileRoute } from '@tanstack/react-router'
import { AttendeeTagsSettingsPage } from '@/features/attendee-tags/AttendeeTagsSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/tags')({
  component: function TagsSettingsRoute() {
    const { uuid } = Route.useParams()
    return <AttendeeTagsSettingsPage eventUuid={uuid} />
  },
})
