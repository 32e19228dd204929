import { useState } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useConfirmPassword } from '@/api/password-confirmation'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'

type Props = { open: boolean; onDone: (confirmed: boolean) => void }

const passwordSchema = rulesSchema<{ password: string }>(({ password }): FieldErrors => (password ? {} : { password: ['Enter your password to continue.'] }))

/** "Confirm your password": asked before a sensitive action when the last sign-in is more than a few minutes old. */
export function PasswordConfirmationDialog({ open, onDone }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const confirm = useConfirmPassword()
  const form = useSchemaForm({
    schema: passwordSchema,
    initial: { password: '' },
    onSubmit: async ({ password }) => {
      await confirm.mutateAsync(password)
      finish(true)
    },
    onFailure: (error) => setRefusal(isApiError(error) ? error.message : 'Your password could not be checked. Try again.'),
  })
  const passwordError = form.error('password')

  function finish(confirmed: boolean) {
    form.setValues({ password: '' })
    form.setErrors({})
    setRefusal(null)
    confirm.reset()
    onDone(confirmed)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent aria-describedby="confirm-password-description">
        <DialogHeader>
          <DialogTitle>Confirm your password</DialogTitle>
          <DialogDescription id="confirm-password-description">
            For your security, enter your password again before this change. You won’t be asked again for the next 15 minutes.
          </DialogDescription>
        </DialogHeader>
        <Form form={form} aria-label="Confirm your password" onSubmitCapture={() => setRefusal(null)}>
          <DialogBody className="flex flex-col gap-3">
            <FormField id="confirm-password" label="Password" error={passwordError}>
              <Input
                id="confirm-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={form.values.password}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? 'confirm-password-error' : undefined}
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
            <Button type="button" variant="secondary" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending && <Spinner className="size-3.5" label="Checking" />}
              Confirm
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
