import { createFileRoute } from '@tanstack/react-router'
import { CustomFieldsSettingsPage } from '@/features/guest-fields/settings/CustomFieldsSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/custom-fields')({
  component: function CustomFieldsRoute() {
    const { uuid } = Route.useParams()
    return <CustomFieldsSettingsPage eventUuid={uuid} />
  },
})
