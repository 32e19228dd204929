import { createFileRoute } from '@tanstack/react-router'
import { MailSettingsPage } from '@/features/mail-settings/MailSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/smtp')({
  component: function MailSettingsRoute() {
    const { uuid } = Route.useParams()
    return <MailSettingsPage eventUuid={uuid} />
  },
})
