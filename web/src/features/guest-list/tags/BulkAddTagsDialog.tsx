import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Tags } from 'lucide-react'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { useBulkAddTags } from '@/api/attendee-tag-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { TagChecklist } from './TagChecklist'

type BulkAddTagsProps = { eventUuid: string; selectedIds: string[]; onDone: () => void }

/** 'Add tags' for the selected guests: choose tags (or create one), one request, one event per guest. */
export function BulkAddTagsButton({ eventUuid, selectedIds, onDone }: BulkAddTagsProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="bulk-add-tags">
        <Tags aria-hidden />
        Add tags
      </Button>
      <BulkAddTagsDialog eventUuid={eventUuid} selectedIds={selectedIds} open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  )
}

function BulkAddTagsDialog({ eventUuid, selectedIds, open, onClose, onDone }: BulkAddTagsProps & { open: boolean; onClose: () => void }) {
  const tags = useQuery({ ...attendeeTagsQuery(eventUuid), enabled: open }).data ?? []
  const [chosen, setChosen] = useState<string[]>([])
  useEffect(() => {
    if (open) setChosen([])
  }, [open])

  const count = selectedIds.length
  const mutation = useBulkAddTags(eventUuid, {
    onSuccess: (_result, { tagIds }) => {
      showSnackbar(`${tagIds.length === 1 ? 'Tag' : 'Tags'} added to ${count} ${count === 1 ? 'guest' : 'guests'}.`, 'success')
      onClose()
      onDone()
    },
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-[440px]">
        <div className="flex min-h-0 flex-col" data-testid="bulk-add-tags-dialog">
          <DialogHeader>
            <DialogTitle>Add tags</DialogTitle>
            <DialogDescription>
              Tag the {count} selected {count === 1 ? 'guest' : 'guests'}. Tags they carry already stay as they are.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <TagChecklist eventUuid={eventUuid} tags={tags} selected={chosen} onChange={setChosen} allowCreate />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              onClick={() => mutation.mutate({ attendeeIds: selectedIds, tagIds: chosen })}
              disabled={mutation.isPending || chosen.length === 0}
              data-testid="bulk-add-tags-submit"
            >
              {mutation.isPending && <Spinner label="Saving" />}
              Add tags
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  )
}
