import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/auth/AccountSettingsPage'

type ProfileSearch = { email_change_token?: string }

export const Route = createFileRoute('/_default/account/profile')({
  // The link mailed to a new address lands here with its token, which confirms the change.
  validateSearch: (search: Record<string, unknown>): ProfileSearch => (typeof search.email_change_token === 'string' ? { email_change_token: search.email_change_token } : {}),
  component: function ProfileRoute() {
    return <AccountSettingsPage emailChangeToken={Route.useSearch().email_change_token} />
  },
})
