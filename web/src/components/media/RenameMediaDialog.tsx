import { useEffect, useState, type FormEvent } from 'react'
import { useRenameMedia, type MediaItem } from '@/api/media'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { uploadErrorOf } from './use-media-upload'

/** Renames a library image: the name it is listed and downloaded under. */
export function RenameMediaDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const [title, setTitle] = useState('')
  useEffect(() => setTitle(item?.title ?? ''), [item])
  const rename = useRenameMedia({ onSuccess: onClose })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (item) rename.mutate({ id: item.id, title })
  }
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          rename.reset()
          onClose()
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} aria-label="Rename image" className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Rename image</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <FormField id="media-title" label="Name" error={rename.isError ? uploadErrorOf(rename.error) : null}>
              <Input id="media-title" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} autoFocus />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              Save name
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
