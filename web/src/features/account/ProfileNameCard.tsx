import { maxLength, required } from '@usher/domain/validation/rules'
import { useUpdateProfile } from '@/api/account'
import type { CurrentUser } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { fieldRules, rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'

type Name = { first_name: string; last_name: string }
const nameSchema = rulesSchema<Name>(
  fieldRules({ first_name: ['First name', [required, maxLength(255)]], last_name: ['Last name', [required, maxLength(255)]] }),
)

/** Account Settings: the first and last name others see on what the person did. */
export function ProfileNameCard({ user }: { user: CurrentUser }) {
  const mutation = useUpdateProfile({ onSuccess: () => showSnackbar('Your name has been saved.', 'success') })
  const form = useSchemaForm({
    schema: nameSchema,
    initial: { first_name: user.first_name, last_name: user.last_name },
    onSubmit: (name) => mutation.mutateAsync({ first_name: name.first_name.trim(), last_name: name.last_name.trim() }),
  })
  const { values } = form
  const unchanged = values.first_name.trim() === user.first_name && values.last_name.trim() === user.last_name

  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Name</CardTitle>
        <CardDescription>How other organisers and the activity log name you.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-first-name" label="First name" error={form.error('first_name')}>
            <Input
              id="profile-first-name"
              autoComplete="given-name"
              value={values.first_name}
              aria-invalid={Boolean(form.error('first_name'))}
              onChange={(event) => form.set('first_name', event.target.value)}
            />
          </FormField>
          <FormField id="profile-last-name" label="Last name" error={form.error('last_name')}>
            <Input
              id="profile-last-name"
              autoComplete="family-name"
              value={values.last_name}
              aria-invalid={Boolean(form.error('last_name'))}
              onChange={(event) => form.set('last_name', event.target.value)}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={mutation.isPending || unchanged}>
              {mutation.isPending && <Spinner label="Saving" />}
              Save name
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
