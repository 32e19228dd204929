import { useEffect, useState, type FormEvent } from 'react'
import { ALERT_NAME_MAX } from '@usher/domain/contract/communications'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { failureMessageOf } from '@/components/form/field-errors'

type EditCommunicationDialogProps = {
  open: boolean
  name: string
  onOpenChange: (open: boolean) => void
  onSave: (name: string) => Promise<unknown>
}

/** The dialog "edit a communication": its name, which only the event's team sees. */
export function EditCommunicationDialog({ open, name: current, onOpenChange, onSave }: EditCommunicationDialogProps) {
  const [name, setName] = useState(current)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) {
      setName(current)
      setError(null)
    }
  }, [open, current])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Enter a name for the communication.')
    setSaving(true)
    try {
      await onSave(name.trim())
      onOpenChange(false)
    } catch (failure) {
      setError(failureMessageOf(failure, { field: 'name', fallback: 'The name could not be saved.' }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Edit communication</DialogTitle>
            <DialogDescription>The name is for your team; guests see the subject.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField id="edit-communication-name" label="Name" error={error}>
              <Input
                id="edit-communication-name"
                value={name}
                autoFocus
                maxLength={ALERT_NAME_MAX}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={Boolean(error)}
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
