import { createFileRoute } from '@tanstack/react-router'
import { OrganisationPage } from '@/features/organisations/OrganisationPage'

export const Route = createFileRoute('/_default/organization/')({
  component: OrganisationPage,
})
