import { createFileRoute } from '@tanstack/react-router'
import { AccountProfileCards } from '@/features/account/AccountProfileCards'
import { AccountSettingsPage } from '@/features/auth/AccountSettingsPage'
import { PhoneNumberCard } from '@/features/phone/PhoneNumberCard'
import { ConnectSsoSection } from '@/features/sso/ConnectSsoSection'
import { TwoFactorCard } from '@/features/two-factor/TwoFactorCard'
import { useCurrentUser } from '@/lib/use-current-user'

/** `email_change_token`: the link mailed to a new address, which confirms the change; `sso` and `sso_error`: what connecting single sign-on came back with. */
type ProfileSearch = { email_change_token?: string; sso?: string; sso_error?: string }

export const Route = createFileRoute('/_default/account/profile')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    ...(typeof search.email_change_token === 'string' && { email_change_token: search.email_change_token }),
    ...(typeof search.sso === 'string' && { sso: search.sso }),
    ...(typeof search.sso_error === 'string' && { sso_error: search.sso_error }),
  }),
  component: function ProfileRoute() {
    const { email_change_token, sso, sso_error } = Route.useSearch()
    const user = useCurrentUser()
    return (
      <AccountSettingsPage
        profileCards={<AccountProfileCards user={user} emailChangeToken={email_change_token} />}
        singleSignOn={<ConnectSsoSection result={sso} error={sso_error} />}
        twoFactor={<TwoFactorCard />}
        phoneNumber={<PhoneNumberCard />}
      />
    )
  },
})
