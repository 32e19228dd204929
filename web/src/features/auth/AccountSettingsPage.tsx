import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { AccountNav } from '@/components/layout/AccountNav'
import { useDocumentTitle } from '@/lib/page-title'
import { useCurrentUser } from '@/lib/use-current-user'
import { DeleteAccountSection } from './DeleteAccountSection'
import { SignedInSessionsCard } from './sessions/SignedInSessionsCard'
import { ProfilePhotoCard } from './ProfilePhotoCard'

/** The cards other features own (name, email and password; single sign-on; a second factor; a phone number): the route composes them. */
type AccountSettingsSlots = { profileCards?: ReactNode; singleSignOn?: ReactNode; twoFactor?: ReactNode; phoneNumber?: ReactNode }

export function AccountSettingsPage({ profileCards, singleSignOn, twoFactor, phoneNumber }: AccountSettingsSlots = {}) {
  useDocumentTitle('Account Settings')
  const user = useCurrentUser()
  return (
    <PageContainer className="max-w-[820px]">
      <PageHeader title="Account Settings" description="Your profile as other organisers and your guests see it." />
      <AccountNav />
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <Avatar name={user.full_name || user.email} src={user.profile_image_src} size="lg" className="size-12 text-base" />
          {/* min-w-0 and break-all: a long address ("organiser+1795952549546@…") ran past the card on a phone. */}
          <div className="min-w-0">
            <CardTitle>{user.full_name}</CardTitle>
            <CardDescription className="break-all">{user.email}</CardDescription>
          </div>
          {user.is_admin && (
            <Badge tone="primary" className="ml-auto">
              Administrator
            </Badge>
          )}
        </CardHeader>
      </Card>
      <ProfilePhotoCard />
      {profileCards}
      {!user.impersonator && singleSignOn}
      {!user.impersonator && twoFactor}
      {!user.impersonator && <SignedInSessionsCard />}
      {!user.impersonator && phoneNumber}
      {!user.impersonator && <DeleteAccountSection />}
    </PageContainer>
  )
}
