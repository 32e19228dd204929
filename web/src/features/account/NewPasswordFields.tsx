import type { FieldErrors } from '@usher/domain/validation/errors'
import { checkNewPassword, PASSWORD_HINT, type PasswordOwner } from '@usher/domain/validation/password-rules'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { firstError } from '@/lib/field-errors'
import type { NewPassword } from '@/api/account'

/**
 * The new password typed twice, as reset, change and "choose a new password" ask for it. The
 * policy is the server's own function (the common-password list stays on the server, which
 * answers that one).
 */
export function NewPasswordFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string
  value: NewPassword
  onChange: (next: NewPassword) => void
  errors: FieldErrors
}) {
  const passwordError = firstError(errors, 'password')
  const confirmationError = firstError(errors, 'password_confirmation')
  return (
    <>
      <FormField id={`${idPrefix}-password`} label="New password" error={passwordError} hint={PASSWORD_HINT}>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          value={value.password}
          aria-invalid={Boolean(passwordError)}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
      </FormField>
      <FormField id={`${idPrefix}-password-confirmation`} label="Confirm new password" error={confirmationError}>
        <Input
          id={`${idPrefix}-password-confirmation`}
          type="password"
          autoComplete="new-password"
          value={value.password_confirmation}
          aria-invalid={Boolean(confirmationError)}
          onChange={(event) => onChange({ ...value, password_confirmation: event.target.value })}
        />
      </FormField>
    </>
  )
}

/** The browser's half of the policy, in the server's words. */
export function newPasswordErrors(value: NewPassword, owner: PasswordOwner): FieldErrors {
  return checkNewPassword(value, owner, undefined, { confirm: true })
}
