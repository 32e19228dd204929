import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { ActivityFeedMenu } from '@/features/activity-feed/ActivityFeedMenu'
import { ImpersonationBanner } from '@/features/admin/ImpersonationBanner'
import { EmailVerificationBanner } from '@/features/auth/EmailVerificationBanner'
import { requireUser } from '@/lib/guards'

export const Route = createFileRoute('/_default')({
  beforeLoad: requireUser,
  component: SignedInShell,
})

/** The shell with the features it shows on every signed-in page. */
function SignedInShell() {
  return (
    <DefaultLayout
      banners={
        <>
          <ImpersonationBanner />
          <EmailVerificationBanner />
        </>
      }
      notifications={<ActivityFeedMenu />}
    />
  )
}
