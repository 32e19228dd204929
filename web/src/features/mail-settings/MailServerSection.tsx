import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MoreHorizontal, Pencil, Plus, Server, Trash2 } from 'lucide-react'
import { communicationSettingsQuery, smtpConfigurationsQuery, type SmtpConfiguration } from '@/api/mail-settings'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { SettingsSection } from '@/components/SettingsSection'
import { SmtpConfigurationDialog } from './SmtpConfigurationDialog'
import { useDeleteSmtpConfiguration, useUpdateCommunicationSettings } from './use-mail-settings-mutations'
import { QueryView } from '@/components/query-view'

const SECURITY_LABELS: Record<SmtpConfiguration['security'], string> = { tls: 'TLS', starttls: 'STARTTLS', none: 'not encrypted' }

/** Which server sends this event's mail: the instance's own, or one of the organiser's. */
export function MailServerSection({ eventUuid, canManage }: { eventUuid: string; canManage: boolean }) {
  const configurations = useQuery(smtpConfigurationsQuery(eventUuid))
  const settings = useQuery(communicationSettingsQuery(eventUuid))
  const choose = useUpdateCommunicationSettings(eventUuid)
  const remove = useDeleteSmtpConfiguration(eventUuid)
  const confirm = useConfirm()
  const [editing, setEditing] = useState<SmtpConfiguration | 'new' | null>(null)

  const pending = (
    <div className="flex flex-col gap-3 p-5">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-1/3" />
    </div>
  )
  const list = configurations.data ?? []
  const chosenId = settings.data?.smtp_configuration_id ?? null
  const inUse = list.some((configuration) => configuration.id === chosenId) ? chosenId : null

  async function confirmDelete(configuration: SmtpConfiguration) {
    const outcome = await confirm({
      heading: `Delete ${configuration.name}?`,
      message:
        configuration.id === inUse
          ? "This event's mail then goes through the instance's mail server. Its saved password is deleted with it."
          : 'Its saved password is deleted with it. This cannot be undone.',
      confirmLabel: 'Delete',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(configuration)
  }

  return (
    <SettingsSection
      title="Mail server"
      description="Send this event's messages from your own address, through your provider's mail server, or let the instance send them."
      action={
        canManage && (
          <Button variant="secondary" onClick={() => setEditing('new')} data-testid="smtp-add">
            <Plus aria-hidden />
            Add mail server
          </Button>
        )
      }
    >
      <Card className="overflow-hidden">
        {/* The choice needs both the servers and which one the event uses. */}
        <QueryView query={configurations} pendingLabel="Loading mail servers" pending={pending}>
          {() => (
            <QueryView query={settings} pendingLabel="Loading mail servers" pending={pending}>
              {() => (
                <ul role="radiogroup" aria-label="Server for this event's mail" className="divide-y divide-border">
                  <ServerChoice
                    selected={inUse === null}
                    disabled={!canManage || choose.isPending}
                    title="The instance's mail server"
                    detail="Sent from the product's own address; you need to set nothing up."
                    onSelect={() => choose.mutate({ smtp_configuration_id: null })}
                  />
                  {list.map((configuration) => (
                    <ServerChoice
                      key={configuration.id}
                      selected={configuration.id === inUse}
                      disabled={!canManage || choose.isPending}
                      title={configuration.name}
                      detail={`${configuration.from_name ? `${configuration.from_name} <${configuration.from_email}>` : configuration.from_email} · ${configuration.host}:${configuration.port}, ${SECURITY_LABELS[configuration.security]} · at most ${configuration.max_per_minute.toLocaleString('en-US')} a minute`}
                      onSelect={() => choose.mutate({ smtp_configuration_id: configuration.id })}
                      actions={
                        canManage && (
                          <DropdownMenu>
                            <DropdownMenuTrigger asChild>
                              <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${configuration.name}`}>
                                <MoreHorizontal aria-hidden />
                              </Button>
                            </DropdownMenuTrigger>
                            <DropdownMenuContent>
                              <DropdownMenuItem onSelect={() => setEditing(configuration)}>
                                <Pencil aria-hidden /> Edit
                              </DropdownMenuItem>
                              <DropdownMenuSeparator />
                              <DropdownMenuItem tone="danger" onSelect={() => void confirmDelete(configuration)}>
                                <Trash2 aria-hidden /> Delete
                              </DropdownMenuItem>
                            </DropdownMenuContent>
                          </DropdownMenu>
                        )
                      }
                    />
                  ))}
                </ul>
              )}
            </QueryView>
          )}
        </QueryView>
        {configurations.isSuccess && list.length === 0 && (
          <p className="flex items-center gap-2 border-t border-border bg-canvas/60 px-4 py-3 text-xs text-muted-foreground">
            <Server aria-hidden className="size-3.5 shrink-0" />
            Add your provider's server to send from your own address.
          </p>
        )}
      </Card>
      {editing && (
        <SmtpConfigurationDialog
          key={editing === 'new' ? 'new' : editing.id}
          eventUuid={eventUuid}
          configuration={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </SettingsSection>
  )
}

type ServerChoiceProps = { selected: boolean; disabled: boolean; title: string; detail: string; onSelect: () => void; actions?: React.ReactNode }

function ServerChoice({ selected, disabled, title, detail, onSelect, actions }: ServerChoiceProps) {
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3', selected && 'bg-primary-soft/40')} data-testid="smtp-choice">
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        disabled={disabled && !selected}
        onClick={() => !selected && onSelect()}
        className="flex min-w-0 flex-1 items-start gap-3 text-left disabled:cursor-default"
      >
        <span
          aria-hidden
          className={cn('mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border', selected ? 'border-primary' : 'border-border-strong')}
        >
          {selected && <span className="size-2 rounded-full bg-primary" />}
        </span>
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-[13px] font-medium text-foreground">{title}</span>
            {selected && <Badge tone="primary">Used for this event's mail</Badge>}
          </span>
          <span className="mt-0.5 block text-xs break-words text-muted-foreground">{detail}</span>
        </span>
      </button>
      {actions}
    </li>
  )
}
