import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ALERT_NAME_MAX } from '@usher/domain/contract/communications'
import { templatesQuery, type Alert } from '@/api/communications'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useCreateCommunication } from '@/api/communication-mutations'
import { failureMessageOf } from '@/components/form/field-errors'
import { useFieldErrors } from '@/components/form/use-field-errors'
import { QuerySelect } from '@/components/query-select'

type CreateCommunicationDialogProps = {
  eventUuid: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (alert: Alert) => void
}

/** The dialog "create a communication by name" (spec section 7): a name, and optionally a template to start from. */
export function CreateCommunicationDialog({ eventUuid, open, onOpenChange, onCreated }: CreateCommunicationDialogProps) {
  const [name, setName] = useState('')
  const [templateId, setTemplateId] = useState('')
  const { error, setErrors, showServerErrors } = useFieldErrors(['name', 'template_id'])
  const templates = useQuery({ ...templatesQuery(eventUuid), enabled: open })
  const create = useCreateCommunication(eventUuid)

  useEffect(() => {
    if (open) {
      setName('')
      setTemplateId('')
      setErrors({})
    }
  }, [open, setErrors])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setErrors({ name: ['Enter a name for the communication.'] })
    try {
      const alert = await create.mutateAsync({ name: name.trim(), template_id: templateId || null })
      onOpenChange(false)
      onCreated(alert)
    } catch (failure) {
      if (!showServerErrors(failure)) setErrors({ form: [failureMessageOf(failure, { fallback: 'The communication could not be created.' })] })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>New communication</DialogTitle>
            <DialogDescription>Name it for your team; guests see its subject, which you write next.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField id="communication-name" label="Name" error={error('name')}>
              <Input
                id="communication-name"
                value={name}
                autoFocus
                maxLength={ALERT_NAME_MAX}
                placeholder="e.g. Parking and arrival details"
                onChange={(event) => setName(event.target.value)}
                aria-invalid={Boolean(error('name'))}
                data-testid="communication-name"
              />
            </FormField>
            <FormField
              id="communication-template"
              label="Start from"
              optional
              error={error('template_id')}
              hint={templates.isError ? 'Templates could not be loaded; you can start from a blank message.' : undefined}
            >
              <QuerySelect
                id="communication-template"
                query={templates}
                value={templateId}
                placeholder="A blank message"
                errorPlaceholder="A blank message"
                options={(page) => page.data.map((template) => ({ value: template.id, label: template.name }))}
                onChange={(event) => setTemplateId(event.target.value)}
              />
            </FormField>
            {error('form') && (
              <p role="alert" className="text-[13px] text-error">
                {error('form')}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="create-communication-submit">
              {create.isPending && <Spinner />}
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
