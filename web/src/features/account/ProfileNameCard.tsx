import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkField, maxLength, required } from '@usher/domain/validation/rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { updateProfile } from '@/api/account'
import { authKeys, type CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { compactErrors, firstError } from '@/lib/field-errors'

/** Account Settings: the first and last name others see on what the person did. */
export function ProfileNameCard({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState({ first_name: user.first_name, last_name: user.last_name })
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(authKeys.currentUser(), { ...data, impersonator: user.impersonator })
      showSnackbar('Your name has been saved.', 'success')
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) setErrors(error.errors)
      else showSnackbar(error.message, 'error')
    },
  })
  const unchanged = form.first_name.trim() === user.first_name && form.last_name.trim() === user.last_name

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = compactErrors({
      first_name: checkField(form.first_name, 'First name', [required, maxLength(255)]),
      last_name: checkField(form.last_name, 'Last name', [required, maxLength(255)]),
    })
    setErrors(next)
    if (Object.keys(next).length === 0) mutation.mutate({ first_name: form.first_name.trim(), last_name: form.last_name.trim() })
  }

  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Name</CardTitle>
        <CardDescription>How other organisers and the activity log name you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField id="profile-first-name" label="First name" error={firstError(errors, 'first_name')}>
            <Input id="profile-first-name" autoComplete="given-name" value={form.first_name} aria-invalid={Boolean(firstError(errors, 'first_name'))} onChange={(event) => setForm({ ...form, first_name: event.target.value })} />
          </FormField>
          <FormField id="profile-last-name" label="Last name" error={firstError(errors, 'last_name')}>
            <Input id="profile-last-name" autoComplete="family-name" value={form.last_name} aria-invalid={Boolean(firstError(errors, 'last_name'))} onChange={(event) => setForm({ ...form, last_name: event.target.value })} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={mutation.isPending || unchanged}>
              {mutation.isPending && <Spinner label="Saving" />}
              Save name
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
