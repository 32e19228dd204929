import { SsoProviderCard } from './SsoProviderCard'

/** The organisation page's part: its own provider, which adds new people to the organisation. */
export function OrganisationSsoCard() {
  return (
    <SsoProviderCard
      scope="organisation"
      title="Your organisation’s single sign-on"
      description="Members connect it from Account Settings. Once you prove a domain, people with its addresses are offered it, and their first sign-in adds them to your organisation without access to its events until you give it."
    />
  )
}
