import { useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { AccountNav } from '@/components/layout/AccountNav'
import { ApiTokenList } from './ApiTokenList'
import { CreateApiTokenDialog } from './CreateApiTokenDialog'

/** /account/api-tokens: the tokens integrations use to read the Stream API and manage guests. */
export function ApiTokensPage() {
  useDocumentTitle('API tokens')
  const [creating, setCreating] = useState(false)
  return (
    <PageContainer className="max-w-[920px]">
      <PageHeader
        title="Account Settings"
        description="API tokens let other systems act as you, within the scopes you give them. Only a fingerprint of each token is kept."
        actions={
          <Button onClick={() => setCreating(true)} data-testid="api-token-new">
            <Plus aria-hidden />
            New token
          </Button>
        }
      />
      <AccountNav />
      <ApiTokenList onCreate={() => setCreating(true)} />
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
    </PageContainer>
  )
}
