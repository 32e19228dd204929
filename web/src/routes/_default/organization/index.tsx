import { createFileRoute } from '@tanstack/react-router'
import { OrganisationPage } from '@/features/organisations/OrganisationPage'
import { OrganisationSsoCard } from '@/features/sso/OrganisationSsoCard'

export const Route = createFileRoute('/_default/organization/')({
  component: function OrganisationRoute() {
    return <OrganisationPage singleSignOn={<OrganisationSsoCard />} />
  },
})
