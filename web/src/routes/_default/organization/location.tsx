import { createFileRoute } from '@tanstack/react-router'
import { OrganisationLocationPage } from '@/features/organisations/OrganisationLocationPage'

export const Route = createFileRoute('/_default/organization/location')({
  component: OrganisationLocationPage,
})
