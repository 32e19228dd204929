import { useState } from 'react'
import { validateWebhookEndpoint } from '@usher/domain/webhooks/webhook-rules'
import type { CreatedWebhookEndpoint, WebhookEndpoint, WebhookScope } from '@/api/webhooks'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { EventTypePicker } from './EventTypePicker'
import { SecretReveal } from './SecretReveal'
import { useSaveWebhookEndpoint } from './use-webhook-mutations'

type EndpointInput = { url: string; description: string; event_types: string[] }
const trimmed = (input: EndpointInput): EndpointInput => ({ ...input, url: input.url.trim(), description: input.description.trim() })
// The server's own rules for an endpoint, on what would be sent.
const endpointSchema = rulesSchema<EndpointInput>((input) => validateWebhookEndpoint(trimmed(input)))

type Props = { scope: WebhookScope; endpoint: WebhookEndpoint | null; open: boolean; onOpenChange: (open: boolean) => void }

/** Adds an endpoint (then shows its secret, once) or edits one; the same rules and messages as the server. */
export function WebhookEndpointDialog({ scope, endpoint, open, onOpenChange }: Props) {
  const save = useSaveWebhookEndpoint(scope)
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null)
  const form = useSchemaForm({
    schema: endpointSchema,
    initial: { url: endpoint?.url ?? '', description: endpoint?.description ?? '', event_types: endpoint?.event_types ?? [] },
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ id: endpoint?.id ?? null, input: trimmed(input) })
      if ('secret' in saved) setCreated(saved as CreatedWebhookEndpoint)
      else close(false)
    },
    // useSaveWebhookEndpoint tells of any other failure itself.
    onFailure: () => {},
  })
  const { url, description, event_types: types } = form.values
  const urlError = form.error('url')
  const descriptionError = form.error('description')

  function close(next: boolean) {
    onOpenChange(next)
    if (!next) {
      setCreated(null)
      save.reset()
    }
  }

  const clear = (field: string) => form.setErrors(({ [field]: _gone, ...rest }) => rest)

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
          <Form form={form} aria-label={endpoint ? 'Edit endpoint' : 'Add endpoint'}>
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
                    form.set('url', event.target.value)
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
                    form.set('description', event.target.value)
                    if (descriptionError) clear('description')
                  }}
                />
              </FormField>
              <EventTypePicker
                value={types}
                error={form.error('event_types')}
                onChange={(next) => {
                  form.set('event_types', next)
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
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
