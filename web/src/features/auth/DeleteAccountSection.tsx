import { useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useNavigate } from '@tanstack/react-router'
import { useDeleteAccount } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'

/**
 * Account Settings' last section: deleting one's own account, after a confirmation that asks for
 * the password. A refusal the server explains (a founder whose organisation has members) is shown
 * as it says it; a wrong password under the field.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false)
  return (
    <Card className="mt-5 border-error/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Your sessions and API tokens end, and your name and email are erased from everything you did: the activity and audit logs show a deleted user. This
          cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  )
}

const passwordSchema = rulesSchema<{ password: string }>(({ password }): FieldErrors => (password ? {} : { password: ['Enter your password to confirm.'] }))

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate()
  const [refusal, setRefusal] = useState<string | null>(null)
  const remove = useDeleteAccount({ onSuccess: () => navigate({ to: '/', replace: true }) })
  const form = useSchemaForm({
    schema: passwordSchema,
    initial: { password: '' },
    onSubmit: ({ password }) => remove.mutateAsync(password),
    onFailure: (error) => setRefusal(isApiError(error) ? error.message : 'The account could not be deleted. Try again.'),
  })
  const passwordError = form.error('password')

  function close(next: boolean) {
    onOpenChange(next)
    if (!next) {
      form.setValues({ password: '' })
      form.setErrors({})
      setRefusal(null)
      remove.reset()
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent aria-describedby="delete-account-description">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription id="delete-account-description">
            If you founded your organisation and no one else belongs to it, its events stay, but no one will be able to open them: first forget any guests whose
            data must be erased.
          </DialogDescription>
        </DialogHeader>
        <Form form={form} aria-label="Delete account" onSubmitCapture={() => setRefusal(null)}>
          <DialogBody className="flex flex-col gap-3">
            <FormField id="delete-account-password" label="Your password" error={passwordError}>
              <Input
                id="delete-account-password"
                type="password"
                autoComplete="current-password"
                value={form.values.password}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? 'delete-account-password-error' : undefined}
                onChange={(event) => {
                  form.set('password', event.target.value)
                  if (passwordError) form.setErrors({})
                }}
              />
            </FormField>
            {refusal && (
              <p role="alert" className="text-[13px] text-error">
                {refusal}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <Spinner className="size-3.5" label="Deleting" />}
              Delete my account
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
