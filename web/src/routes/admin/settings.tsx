import { createFileRoute } from '@tanstack/react-router'
import { AdminSettingsPage } from '@/features/admin/AdminSettingsPage'
import { InstanceSsoCard } from '@/features/sso/InstanceSsoCard'
import { SsoDomainReviewCard } from '@/features/sso/SsoDomainReviewCard'
import { TwoFactorPolicyCard } from '@/features/two-factor/TwoFactorPolicyCard'

export const Route = createFileRoute('/admin/settings')({
  component: function AdminSettingsRoute() {
    return (
      <AdminSettingsPage
        securityCards={
          <>
            <TwoFactorPolicyCard />
            <InstanceSsoCard />
            <SsoDomainReviewCard />
          </>
        }
      />
    )
  },
})
