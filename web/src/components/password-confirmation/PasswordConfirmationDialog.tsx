import { useState, type FormEvent } from 'react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { useConfirmPassword } from '@/api/password-confirmation'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { compactErrors, firstError } from '@/lib/field-errors'

type Props = { open: boolean; onDone: (confirmed: boolean) => void }

/** "Confirm your password": asked before a sensitive action when the last sign-in is more than a few minutes old. */
export function PasswordConfirmationDialog({ open, onDone }: Props) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const confirm = useConfirmPassword()
  const passwordError = firstError(errors, 'password')

  function finish(confirmed: boolean) {
    setPassword('')
    setErrors({})
    setRefusal(null)
    confirm.reset()
    onDone(confirmed)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setRefusal(null)
    if (!password) {
      setErrors({ password: ['Enter your password to continue.'] })
      return
    }
    confirm.mutate(password, {
      onSuccess: () => finish(true),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(compactErrors(error.errors))
        else setRefusal(isApiError(error) ? error.message : 'Your password could not be checked. Try again.')
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent aria-describedby="confirm-password-description">
        <DialogHeader>
          <DialogTitle>Confirm your password</DialogTitle>
          <DialogDescription id="confirm-password-description">For your security, enter your password again before this change. You won’t be asked again for the next 15 minutes.</DialogDescription>
        </DialogHeader>
        <form aria-label="Confirm your password" noValidate onSubmit={submit}>
          <DialogBody className="flex flex-col gap-3">
            <FormField id="confirm-password" label="Password" error={passwordError}>
              <Input
                id="confirm-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? 'confirm-password-error' : undefined}
                onChange={(event) => {
                  setPassword(event.target.value)
                  if (passwordError) setErrors({})
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
        </form>
      </DialogContent>
    </Dialog>
  )
}
