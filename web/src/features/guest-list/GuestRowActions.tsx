import { useRef } from 'react'
import { Ellipsis, History, Pencil, Trash2 } from 'lucide-react'
import type { Attendee } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useGuestListActions } from './guest-list-actions'

export function GuestRowActions({ guest }: { guest: Attendee }) {
  const { onEdit, onDelete, onHistory, canEdit } = useGuestListActions()
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon-sm" aria-label={`Actions for ${guest.full_name}`} data-testid="guest-actions">
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-40">
        {canEdit && (
          <DropdownMenuItem onSelect={() => onEdit(guest)}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
        )}
        <DropdownMenuItem data-testid="guest-history-open" onSelect={() => onHistory(guest, trigger.current)}>
          <History aria-hidden />
          History
        </DropdownMenuItem>
        {canEdit && (
          <DropdownMenuItem tone="danger" onSelect={() => onDelete(guest)}>
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
