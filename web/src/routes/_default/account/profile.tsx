import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/auth/AccountSettingsPage'

/** `sso` and `sso_error`: what connecting single sign-on came back with. */
type ProfileSearch = { sso?: string; sso_error?: string }

export const Route = createFileRoute('/_default/account/profile')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    ...(typeof search.sso === 'string' ? { sso: search.sso } : {}),
    ...(typeof search.sso_error === 'string' ? { sso_error: search.sso_error } : {}),
  }),
  component: function ProfileRoute() {
    const { sso, sso_error } = Route.useSearch()
    return <AccountSettingsPage sso={sso} ssoError={sso_error} />
  },
})
