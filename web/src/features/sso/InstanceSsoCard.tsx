import { SsoProviderCard } from './SsoProviderCard'

/** The admin settings page's part: the instance's own provider, for everyone who signs in here. */
export function InstanceSsoCard() {
  return (
    <SsoProviderCard
      scope="instance"
      title="Single sign-on"
      description="Let people sign in with Microsoft Entra ID or another OpenID Connect provider. A first sign-in opens a new account with its own organisation."
    />
  )
}
