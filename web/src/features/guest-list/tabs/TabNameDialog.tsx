import { useEffect, useState, type FormEvent } from 'react'
import { validateTabName } from '@usher/domain/views/view-rules'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { failureMessageOf } from '@/components/form/field-errors'

type TabNameDialogProps = {
  open: boolean
  title: string
  description: string
  submitLabel: string
  initialName?: string
  onOpenChange: (open: boolean) => void
  /** Resolves when saved; a rejection with a 422 shows the server's message under the field. */
  onSubmit: (name: string) => Promise<unknown>
}

/** Names a tab: used to save the current view as a tab and to rename one. */
export function TabNameDialog({ open, title, description, submitLabel, initialName = '', onOpenChange, onSubmit }: TabNameDialogProps) {
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) {
      setName(initialName)
      setError(null)
    }
  }, [open, initialName])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The same rules and messages as the server, before a request is sent.
    const local = validateTabName(name).name?.[0]
    if (local) return setError(local)
    setSaving(true)
    try {
      await onSubmit(name.trim())
      onOpenChange(false)
    } catch (failure) {
      setError(failureMessageOf(failure, { fallback: 'The tab could not be saved.' }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField id="tab-name" label="Name" error={error}>
              <Input id="tab-name" value={name} autoFocus maxLength={60} onChange={(event) => setName(event.target.value)} aria-invalid={Boolean(error)} />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving} data-testid="tab-name-submit">
              {saving && <Spinner />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
