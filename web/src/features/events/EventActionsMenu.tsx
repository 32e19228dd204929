import { Archive, ArchiveRestore, Copy, Ellipsis } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from '@/api/auth'
import type { UsherEvent } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Spinner } from '@/components/ui/spinner'
import { useState } from 'react'
import { useEventActions } from '@/api/event-lifecycle-mutations'
import { useAbility } from '@/lib/use-ability'
import { lazyDialog, OnceOpened } from '@/components/ui/lazy-dialog'

// Every event page shows this menu; the copy's dialog (its choices and progress) loads when first opened.
const DuplicateEventDialog = lazyDialog(() => import('./DuplicateEventDialog').then((module) => module.DuplicateEventDialog))

export function EventActionsMenu({ event }: { event: UsherEvent }) {
  const confirm = useConfirm()
  const { archive, restore, busy } = useEventActions(event)
  const [duplicating, setDuplicating] = useState(false)
  const canEdit = useAbility(event, 'update')
  // A copy is a new event of the organisation: offered only to those whose role in it allows that.
  const mayDuplicate = useQuery(currentUserQuery()).data?.may_create_events === true

  async function onArchive() {
    const outcome = await confirm({
      heading: 'Archive this event?',
      message: `${event.name} will move to Archived events. Its guest list is kept and you can restore it at any time.`,
      confirmLabel: 'Archive',
    })
    if (isConfirmed(outcome)) archive.mutate()
  }

  if (!canEdit) return null
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="md" aria-label="Event actions" disabled={busy}>
            {busy ? <Spinner label="Working" /> : <Ellipsis aria-hidden />}
            <span className="hidden sm:inline">Actions</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-48">
          {mayDuplicate && (
            <>
              <DropdownMenuItem onSelect={() => setDuplicating(true)}>
                <Copy aria-hidden />
                Duplicate event
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          )}
          {event.is_archived ? (
            <DropdownMenuItem onSelect={() => restore.mutate()}>
              <ArchiveRestore aria-hidden />
              Restore event
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem tone="danger" onSelect={() => void onArchive()}>
              <Archive aria-hidden />
              Archive event
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {mayDuplicate && (
        <OnceOpened open={duplicating}>
          <DuplicateEventDialog event={event} open={duplicating} onOpenChange={setDuplicating} />
        </OnceOpened>
      )}
    </>
  )
}
