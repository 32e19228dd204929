import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { organisationQuery } from '@/api/organisations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { MediaLibraryCard } from '@/components/media/MediaLibraryCard'
import { useDocumentTitle } from '@/lib/page-title'
import { MembersCard } from './MembersCard'
import { OrganisationNav } from './OrganisationNav'
import { OrganisationProfileForm } from './OrganisationProfileForm'

/** /organization: the organisation's name, logo and time zone, its members and their roles, its single sign-on, and its media library. */
/** `singleSignOn`: the organisation's single sign-on card, which the sso feature owns; the route composes it. */
export function OrganisationPage({ singleSignOn }: { singleSignOn?: ReactNode }) {
  useDocumentTitle('Organization')
  const organisation = useQuery(organisationQuery())
  return (
    <PageContainer className="max-w-[900px]">
      <PageHeader title="Organization" description="How your organisation appears, who is in it, and the images it uses." />
      <OrganisationNav />
      <div className="flex flex-col gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>
              {organisation.data?.can_edit === false
                ? "Only the organisation's editors can change these."
                : 'Shown to your team and on what you send your guests.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {organisation.data ? (
              <OrganisationProfileForm
                key={organisation.dataUpdatedAt}
                organisation={organisation.data}
                submitLabel="Save changes"
                onSaved={() => showSnackbar('Organisation saved.', 'success')}
              />
            ) : (
              <div className="flex justify-center py-6">
                <Spinner label="Loading your organisation" />
              </div>
            )}
          </CardContent>
        </Card>
        <MembersCard canEdit={organisation.data?.can_edit === true} />
        {singleSignOn}
        <MediaLibraryCard />
      </div>
    </PageContainer>
  )
}
