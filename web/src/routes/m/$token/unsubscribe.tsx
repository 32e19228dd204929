import { createFileRoute } from '@tanstack/react-router'
import { MailPreferencesPage } from '@/features/mail-preferences/MailPreferencesPage'

// Public: no guard, no account. The signed token in the path (from the message's footer) is the guest's credential.
export const Route = createFileRoute('/m/$token/unsubscribe')({
  component: function UnsubscribeRoute() {
    const { token } = Route.useParams()
    return <MailPreferencesPage token={token} />
  },
})
