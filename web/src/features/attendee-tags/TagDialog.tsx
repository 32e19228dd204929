import { useEffect, useState, type FormEvent } from 'react'
import { validateTag } from '@usher/domain/deciders/attendee-tag-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { AttendeeTag } from '@/api/attendee-tags'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { TagChip } from '@/components/TagChip'
import { TagColorPicker } from './TagColorPicker'
import { useAddTag, useUpdateTag } from '@/api/attendee-tag-mutations'

type TagDialogProps = { eventUuid: string; tag: AttendeeTag | null; open: boolean; onClose: () => void; onSaved?: (tag: AttendeeTag) => void }

/** Add a tag, or rename and recolour one: the change shows on every guest carrying it. */
export function TagDialog({ eventUuid, tag, open, onClose, onSaved }: TagDialogProps) {
  const [name, setName] = useState('')
  const [color, setColor] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const add = useAddTag(eventUuid, setErrors)
  const update = useUpdateTag(eventUuid, setErrors)
  const pending = add.isPending || update.isPending

  useEffect(() => {
    if (!open) return
    setName(tag?.name ?? '')
    setColor(tag?.color ?? '')
    setErrors({})
  }, [open, tag])

  function submit(event: FormEvent) {
    event.preventDefault()
    // The server alone knows the other tags' names; this catches the empty and the too long.
    const found = validateTag({ name, color }, { partial: false, takenNames: new Set() })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const done = (saved: AttendeeTag) => {
      showSnackbar(tag ? `The tag ${saved.name} was saved.` : `The tag ${saved.name} was added.`, 'success')
      onSaved?.(saved)
      onClose()
    }
    if (tag) update.mutate({ tag, input: { name, color } }, { onSuccess: done })
    else add.mutate({ name, color }, { onSuccess: done })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-[480px]">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col" data-testid="tag-dialog">
          <DialogHeader>
            <DialogTitle>{tag ? 'Edit tag' : 'Add tag'}</DialogTitle>
            <DialogDescription>
              {tag
                ? 'Every guest carrying this tag shows the new name and colour.'
                : 'Tags group guests: filter the guest list by them, or tag many guests at once.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField id="tag-name" label="Name" error={errors.name?.[0] ?? null}>
              <Input
                id="tag-name"
                value={name}
                autoFocus
                maxLength={300}
                aria-invalid={Boolean(errors.name)}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <FormField id="tag-color" label="Colour" error={errors.color?.[0] ?? null}>
              <TagColorPicker value={color} onChange={setColor} />
            </FormField>
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              Preview <TagChip name={name.trim() || 'Tag'} color={color} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} data-testid="tag-submit">
              {pending && <Spinner label="Saving" />}
              {tag ? 'Save tag' : 'Add tag'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
