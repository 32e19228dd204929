import { useState } from 'react'
import { API_TOKEN_SCOPE_LABELS, validateApiToken } from '@usher/domain/api-tokens/api-token-rules'
import type { ApiTokenScope, CreatedApiToken } from '@/api/api-tokens'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { NewTokenReveal } from './NewTokenReveal'
import { useCreateApiToken } from './use-api-token-mutations'

const SCOPES = Object.keys(API_TOKEN_SCOPE_LABELS) as ApiTokenScope[]
const INITIAL: { name: string; scopes: ApiTokenScope[] } = { name: '', scopes: ['stream:read'] }
// The server's own rules for a token's name and scopes.
const tokenSchema = rulesSchema<typeof INITIAL>(validateApiToken)

const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  'stream:read': "Follow your organisation's changes through the Stream API.",
  'guests:read': 'Read events, guest lists and guests.',
  'guests:write': 'Add, edit, check in and RSVP guests, as you could.',
}

/** Name and scopes; once created, the token is shown once with a copy button. */
export function CreateApiTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiToken()
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const form = useSchemaForm({
    schema: tokenSchema,
    initial: INITIAL,
    onSubmit: async ({ name, scopes }) => setCreated(await create.mutateAsync({ name: name.trim(), scopes })),
    // useCreateApiToken tells of any other failure itself (and not of a cancelled password confirmation).
    onFailure: () => {},
  })
  const { name, scopes } = form.values
  const { setErrors } = form
  const nameError = form.error('name')
  const scopesError = form.error('scopes')

  function close(next: boolean) {
    onOpenChange(next)
    if (!next) {
      // The token leaves memory with the dialog.
      setCreated(null)
      form.setValues(INITIAL)
      setErrors({})
      create.reset()
    }
  }

  function toggle(scope: ApiTokenScope, on: boolean) {
    form.setValues((current) => ({
      ...current,
      scopes: on ? SCOPES.filter((s) => s === scope || current.scopes.includes(s)) : current.scopes.filter((s) => s !== scope),
    }))
    if (scopesError) setErrors(({ scopes: _scopes, ...rest }) => rest)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent aria-describedby="api-token-dialog-description">
        <DialogHeader>
          <DialogTitle>{created ? `${created.name} is ready` : 'New API token'}</DialogTitle>
          <DialogDescription id="api-token-dialog-description">
            {created ? 'Send it as "Authorization: Bearer <token>".' : 'The token acts as you, within what you allow here.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <DialogBody>
              <NewTokenReveal token={created.token} />
            </DialogBody>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <Form form={form} aria-label="New API token">
            <DialogBody className="flex flex-col gap-4">
              <FormField id="api-token-name" label="Name" error={nameError} hint="Say where it is used, e.g. 'CRM sync'.">
                <Input
                  id="api-token-name"
                  autoComplete="off"
                  value={name}
                  maxLength={200}
                  aria-invalid={Boolean(nameError)}
                  aria-describedby={nameError ? 'api-token-name-error' : undefined}
                  onChange={(event) => {
                    form.set('name', event.target.value)
                    if (nameError) setErrors(({ name: _name, ...rest }) => rest)
                  }}
                />
              </FormField>
              <fieldset className="flex flex-col gap-2.5" aria-describedby={scopesError ? 'api-token-scopes-error' : undefined}>
                <legend className="mb-1 text-[13px] font-medium">Scopes</legend>
                {SCOPES.map((scope) => (
                  <div key={scope} className="flex items-start gap-2.5">
                    <Checkbox
                      id={`api-token-scope-${scope}`}
                      className="mt-0.5"
                      checked={scopes.includes(scope)}
                      onCheckedChange={(checked) => toggle(scope, checked === true)}
                    />
                    <div className="flex flex-col gap-0.5">
                      <Label htmlFor={`api-token-scope-${scope}`}>
                        {API_TOKEN_SCOPE_LABELS[scope]} <span className="font-mono text-xs font-normal text-muted-foreground">{scope}</span>
                      </Label>
                      <p className="text-xs text-muted-foreground">{SCOPE_HINTS[scope]}</p>
                    </div>
                  </div>
                ))}
                {scopesError && (
                  <p id="api-token-scopes-error" role="alert" className="text-xs text-error">
                    {scopesError}
                  </p>
                )}
              </fieldset>
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending} data-testid="api-token-create-submit">
                {create.isPending && <Spinner label="Creating" />}
                Create token
              </Button>
            </DialogFooter>
          </Form>
        )}
      </DialogContent>
      {create.confirmationDialog}
    </Dialog>
  )
}
