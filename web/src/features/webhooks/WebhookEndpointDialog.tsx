import { useState, type FormEvent } from 'react'
import { validateWebhookEndpoint } from '@usher/domain/webhooks/webhook-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { CreatedWebhookEndpoint, WebhookEndpoint, WebhookScope } from '@/api/webhooks'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { compactErrors, firstError } from '@/lib/field-errors'
import { isApiError } from '@/lib/api-error'
import { EventTypePicker } from './EventTypePicker'
import { SecretReveal } from './SecretReveal'
import { useSaveWebhookEndpoint } from './use-webhook-mutations'

type Props = { scope: WebhookScope; endpoint: WebhookEndpoint | null; open: boolean; onOpenChange: (open: boolean) => void }

/** Adds an endpoint (then shows its secret, once) or edits one; the same rules and messages as the server. */
export function WebhookEndpointDialog({ scope, endpoint, open, onOpenChange }: Props) {
  const save = useSaveWebhookEndpoint(scope)
  const [url, setUrl] = useState(endpoint?.url ?? '')
  const [description, setDescription] = useState(endpoint?.description ?? '')
  const [types, setTypes] = useState<string[]>(endpoint?.event_types ?? [])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null)
  const urlError = firstError(errors, 'url')
  const descriptionError = firstError(errors, 'description')

  function close(next: boolean) {
    onOpenChange(next)
    if (!next) {
      setCreated(null)
      save.reset()
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const input = { url: url.trim(), description: description.trim(), event_types: types }
    const found = compactErrors(validateWebhookEndpoint(input))
    setErrors(found)
    if (Object.keys(found).length > 0) return
    save.mutate(
      { id: endpoint?.id ?? null, input },
      {
        onSuccess: (saved) => {
          if ('secret' in saved) setCreated(saved as CreatedWebhookEndpoint)
          else close(false)
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(compactErrors(error.errors))
        },
      },
    )
  }

  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest)

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent aria-describedby="webhook-dialog-description" className="sm:max-w-[560px]">
        <DialogHeader>
          <DialogTitle>{created ? 'Endpoint added' : endpoint ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
          <DialogDescription id="webhook-dialog-description">
            {created
              ? 'Events are POSTed to it as they happen, signed with this secret.'
              : scope.eventUuid
                ? "This event's changes are POSTed to the URL as they happen."
                : "Every change in your organisation's events is POSTed to the URL as it happens."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <DialogBody>
              <SecretReveal secret={created.secret} note="Copy the signing secret now. You can reveal it again later from the endpoint's menu." />
            </DialogBody>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form aria-label={endpoint ? 'Edit endpoint' : 'Add endpoint'} noValidate onSubmit={submit}>
            <DialogBody className="flex flex-col gap-4">
              <FormField id="webhook-url" label="URL" error={urlError} hint="https:// (plain http:// only for localhost).">
                <Input
                  id="webhook-url"
                  type="url"
                  autoComplete="off"
                  placeholder="https://example.com/usher-webhook"
                  value={url}
                  aria-invalid={Boolean(urlError)}
                  onChange={(event) => {
                    setUrl(event.target.value)
                    if (urlError) clear('url')
                  }}
                />
              </FormField>
              <FormField id="webhook-description" label="Description" optional error={descriptionError}>
                <Input
                  id="webhook-description"
                  autoComplete="off"
                  placeholder="CRM sync"
                  value={description}
                  aria-invalid={Boolean(descriptionError)}
                  onChange={(event) => {
                    setDescription(event.target.value)
                    if (descriptionError) clear('description')
                  }}
                />
              </FormField>
              <EventTypePicker
                value={types}
                error={firstError(errors, 'event_types')}
                onChange={(next) => {
                  setTypes(next)
                  clear('event_types')
                }}
              />
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending} data-testid="webhook-save">
                {save.isPending && <Spinner label="Saving" />}
                {endpoint ? 'Save' : 'Add endpoint'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
