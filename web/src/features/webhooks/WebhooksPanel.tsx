import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plus, Webhook } from 'lucide-react'
import { revealWebhookSecret, webhookEndpointsQuery, type WebhookEndpoint, type WebhookScope } from '@/api/webhooks'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { Skeleton } from '@/components/ui/skeleton'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { errorStatus } from '@/lib/api-error'
import { isPasswordConfirmationCancelled, usePasswordConfirmation } from '@/components/password-confirmation/use-password-confirmation'
import { DeliveryLog } from './DeliveryLog'
import { EndpointHealth } from './EndpointHealth'
import { SecretDialog } from './SecretDialog'
import { WebhookEndpointDialog } from './WebhookEndpointDialog'
import { WebhookEndpointRow, type EndpointAction } from './WebhookEndpointRow'
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useSendWebhookTest, useSetWebhookEnabled } from './use-webhook-mutations'

/** The endpoints of one scope (organisation or event), with the selected one's delivery log. */
export function WebhooksPanel({ scope, canManage }: { scope: WebhookScope; canManage: boolean }) {
  const endpoints = useQuery(webhookEndpointsQuery(scope))
  const confirm = useConfirm()
  const remove = useDeleteWebhookEndpoint()
  const setEnabled = useSetWebhookEnabled()
  const rotate = useRotateWebhookSecret()
  const test = useSendWebhookTest()
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null)
  const { withConfirmation, dialog: passwordDialog } = usePasswordConfirmation()

  async function act(endpoint: WebhookEndpoint, action: EndpointAction) {
    const name = endpoint.description || endpoint.url
    if (action === 'edit') setEditing(endpoint)
    if (action === 'test') test.mutate(endpoint)
    if (action === 'reveal') {
      // Revealing the secret asks for the password again when the sign-in is not recent.
      withConfirmation(() => revealWebhookSecret(endpoint.id))
        .then((r) => setSecret({ value: r.data.secret, rotated: false }))
        .catch((error: Error) => {
          if (!isPasswordConfirmationCancelled(error as unknown)) showSnackbar(error.message, 'error')
        })
    }
    if (action === 'rotate') {
      const outcome = await confirm({
        heading: `Rotate the secret of ${name}?`,
        message: 'A new secret signs every request from now on; the old one still signs beside it for 24 hours.',
        confirmLabel: 'Rotate',
      })
      if (isConfirmed(outcome)) {
        withConfirmation(() => rotate.mutateAsync(endpoint))
          .then((value) => setSecret({ value, rotated: true }))
          .catch(() => undefined) // the mutation already said what went wrong; a cancelled password prompt needs no word
      }
    }
    if (action === 'delete') {
      const outcome = await confirm({
        heading: `Delete ${name}?`,
        message: 'No more events are sent to it, and its delivery log goes with it. This cannot be undone.',
        confirmLabel: 'Delete',
        tone: 'danger',
      })
      if (isConfirmed(outcome)) remove.mutate(endpoint)
    }
  }

  const list = endpoints.data ?? []
  const selected = list.find((endpoint) => endpoint.id === selectedId) ?? null
  return (
    <div className="flex flex-col gap-5">
      {canManage && (
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')} data-testid="webhook-new">
            <Plus aria-hidden />
            Add endpoint
          </Button>
        </div>
      )}
      <Card className="overflow-hidden">
        <QueryView
          query={endpoints}
          pendingLabel="Loading the endpoints"
          pending={
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          }
          error={(error) => (
            <EmptyState
              icon={Webhook}
              title={errorStatus(error) === 403 ? 'Not available to your role' : 'Could not load the endpoints'}
              description={error.message}
            />
          )}
          empty={<EmptyState icon={Webhook} title="No endpoints yet" description="Add a URL, and every change is POSTed to it, signed, as it happens." />}
        >
          {() => (
            <ul aria-label="Webhook endpoints" className="divide-y divide-border">
              {list.map((endpoint) => (
                <WebhookEndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  selected={endpoint.id === selectedId}
                  canManage={canManage}
                  onSelect={() => setSelectedId(endpoint.id === selectedId ? null : endpoint.id)}
                  onToggle={(enabled) => setEnabled.mutate({ endpoint, enabled })}
                  onAction={(action) => void act(endpoint, action)}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
      {selected && (
        <Card className="flex flex-col gap-4 p-5">
          <div>
            <h2 className="truncate font-mono text-sm">{selected.url}</h2>
            {selected.description && <p className="text-xs text-muted-foreground">{selected.description}</p>}
          </div>
          <EndpointHealth endpointId={selected.id} />
          <DeliveryLog endpointId={selected.id} canManage={canManage} />
        </Card>
      )}
      {editing && (
        <WebhookEndpointDialog
          key={editing === 'new' ? 'new' : editing.id}
          scope={scope}
          endpoint={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <SecretDialog secret={secret?.value ?? null} rotated={secret?.rotated ?? false} onClose={() => setSecret(null)} />
      {passwordDialog}
    </div>
  )
}
