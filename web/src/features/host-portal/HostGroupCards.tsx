import { Link } from '@tanstack/react-router'
import { ChevronRight, Lock } from 'lucide-react'
import type { HostedGroup } from '@/api/host-portal'
import { Badge } from '@/components/ui/badge'

/** A host's groups, each opening the portal for that group (`to` says where). */
export function HostGroupCards({
  groups,
  linkOf,
}: {
  groups: HostedGroup[]
  linkOf: (group: HostedGroup) => { to: string; params?: Record<string, string>; search?: Record<string, string> }
}) {
  return (
    <ul className="flex flex-col gap-2" data-testid="host-groups">
      {groups.map((group) => (
        <li key={group.id}>
          <Link {...linkOf(group)} className="flex items-center gap-3 rounded-lg border border-border bg-background p-3 shadow-card hover:bg-muted">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{group.name}</p>
              <p className="truncate text-[13px] text-muted-foreground">{[group.event.name, group.event.when].filter(Boolean).join(' · ')}</p>
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                <Badge tone="primary">
                  {group.tickets.named} of {group.tickets.allocated} named
                </Badge>
                {!group.access.open && (
                  <Badge tone="warning">
                    <Lock aria-hidden />
                    Read-only
                  </Badge>
                )}
              </div>
            </div>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
