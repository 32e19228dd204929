import { Eye, MoreHorizontal, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react'
import type { WebhookEndpoint } from '@/api/webhooks'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'

export type EndpointAction = 'edit' | 'reveal' | 'rotate' | 'test' | 'delete'

type Props = {
  endpoint: WebhookEndpoint
  selected: boolean
  canManage: boolean
  onSelect: () => void
  onToggle: (enabled: boolean) => void
  onAction: (action: EndpointAction) => void
}

/** An endpoint in the list: where, what it receives, whether it is on; the row opens its delivery log. */
export function WebhookEndpointRow({ endpoint, selected, canManage, onSelect, onToggle, onAction }: Props) {
  const types =
    endpoint.event_types.length === 0
      ? 'All event types'
      : endpoint.event_types.length <= 2
        ? endpoint.event_types.join(', ')
        : `${endpoint.event_types.length} event types`
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3', selected && 'bg-primary-soft/40')} data-testid="webhook-endpoint-row">
      <button
        type="button"
        className="min-w-0 flex-1 text-left"
        onClick={onSelect}
        aria-expanded={selected}
        aria-label={`Deliveries of ${endpoint.description || endpoint.url}`}
      >
        <span className="block truncate font-mono text-[13px]">{endpoint.url}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {endpoint.description && <span>{endpoint.description}</span>}
          <span>{types}</span>
          {!endpoint.enabled && (
            <Badge tone={endpoint.disabled_reason === 'failing' ? 'error' : 'neutral'}>
              {endpoint.disabled_reason === 'failing' ? 'Disabled: kept failing' : 'Disabled'}
            </Badge>
          )}
        </span>
      </button>
      {canManage && (
        <>
          <Switch checked={endpoint.enabled} onCheckedChange={onToggle} aria-label={endpoint.enabled ? 'Disable the endpoint' : 'Enable the endpoint'} />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${endpoint.description || endpoint.url}`}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => onAction('edit')}>
                <Pencil aria-hidden /> Edit
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction('test')} disabled={!endpoint.enabled}>
                <Send aria-hidden /> Send test event
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction('reveal')}>
                <Eye aria-hidden /> Reveal secret
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction('rotate')}>
                <RefreshCw aria-hidden /> Rotate secret
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onAction('delete')} tone="danger">
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      )}
    </li>
  )
}
