import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { AccountNav } from '@/components/layout/AccountNav'
import { useDocumentTitle } from '@/lib/page-title'
import { WebhooksPanel } from './WebhooksPanel'

const ORGANISATION = { eventUuid: null }

/** /account/webhooks: endpoints that receive every event of the organisation. */
export function OrganisationWebhooksPage() {
  useDocumentTitle('Webhooks')
  return (
    <PageContainer className="max-w-[920px]">
      <PageHeader
        title="Account Settings"
        description="Webhooks POST your organisation's changes to other systems as they happen, signed the Standard Webhooks way."
      />
      <AccountNav />
      {/* The server decides who may manage them (403 otherwise); the panel shows its answer. */}
      <WebhooksPanel scope={ORGANISATION} canManage />
    </PageContainer>
  )
}
