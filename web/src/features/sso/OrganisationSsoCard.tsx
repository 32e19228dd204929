import { SsoProviderCard } from './SsoProviderCard'

/** The organisation page's part: its own provider, which adds new people to the organisation. */
export function OrganisationSsoCard() {
  return (
    <SsoProviderCard
      scope="organisation"
      title="Your organisation’s single sign-on"
      description="People who sign in here for the first time join your organisation, without access to its events until you give it."
    />
  )
}
