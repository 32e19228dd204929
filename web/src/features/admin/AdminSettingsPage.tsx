import { InstanceSsoCard } from '@/features/sso/InstanceSsoCard'
import { PageContainer } from '@/features/layout/PageContainer'
import { PageHeader } from '@/features/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'

export function AdminSettingsPage() {
  useDocumentTitle(`Settings · ${ADMIN_TITLE}`)
  return (
    <PageContainer className="max-w-[820px]">
      <PageHeader title="Settings" description="Platform-wide settings that apply to every organisation." />
      <InstanceSsoCard />
    </PageContainer>
  )
}
