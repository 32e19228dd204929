import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Smartphone } from 'lucide-react'
import { required } from '@usher/domain/validation/rules'
import { phone } from '@usher/domain/validation/phone-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { phoneQuery, useSendPhoneVerification, useSubmitPhoneVerification } from '@/api/phone'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { fieldRules, rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'

const numberSchema = rulesSchema<{ phone_number: string }>(fieldRules({ phone_number: ['Phone number', [required, phone]] }))
// The code is six digits; the server says whether they are the right ones.
const codeSchema = rulesSchema<{ code: string }>(({ code }): FieldErrors =>
  /^\d{6}$/.test(code.trim()) ? {} : { code: ['Enter the 6 digits from the text message.'] },
)

/** Account Settings' "Phone number": prove a number with a code sent by text message. */
export function PhoneNumberCard() {
  const status = useQuery(phoneQuery())
  const [sentTo, setSentTo] = useState<string | null>(null)
  const send = useSendPhoneVerification({
    onSuccess: ({ data }) => {
      setSentTo(data.phone_number)
      showSnackbar(`We texted a code to ${data.phone_number}.`, 'success')
    },
  })
  const submit = useSubmitPhoneVerification({
    onSuccess: () => {
      setSentTo(null)
      numberForm.setValues({ phone_number: '' })
      codeForm.setValues({ code: '' })
      showSnackbar('Your phone number is verified.', 'success')
    },
  })
  const numberForm = useSchemaForm({
    schema: numberSchema,
    initial: { phone_number: '' },
    onSubmit: ({ phone_number }) => send.mutateAsync(phone_number.trim()),
  })
  const codeForm = useSchemaForm({ schema: codeSchema, initial: { code: '' }, onSubmit: ({ code }) => submit.mutateAsync(code.trim()) })
  const numberError = numberForm.error('phone_number')
  const codeError = codeForm.error('code')

  const current = status.data?.phone_number
  return (
    <Card className="mt-5">
      <CardHeader className="flex-row items-start gap-3">
        <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <CardTitle>Phone number</CardTitle>
          <CardDescription>{current ? `${current} is verified.` : 'Add a phone number and confirm it with a code we text to it.'}</CardDescription>
        </div>
        {status.data && <Badge tone={current ? 'success' : 'neutral'}>{current ? 'Verified' : 'Not added'}</Badge>}
      </CardHeader>
      <CardContent>
        {!status.data ? (
          <Skeleton className="h-8 w-60" />
        ) : !sentTo ? (
          <Form form={numberForm} className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Send a code to a phone number">
            <FormField
              id="phone-number"
              label={current ? 'New phone number' : 'Phone number'}
              error={numberError}
              hint="Numbers outside the US start with + and the country code."
              className="sm:w-72"
            >
              <Input
                id="phone-number"
                type="tel"
                autoComplete="tel"
                value={numberForm.values.phone_number}
                aria-invalid={Boolean(numberError)}
                onChange={(event) => numberForm.set('phone_number', event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="secondary" className="sm:mt-[22px]" disabled={send.isPending}>
              {send.isPending && <Spinner label="Sending" />}
              Text me a code
            </Button>
          </Form>
        ) : (
          <Form form={codeForm} className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Confirm the phone number">
            <FormField id="phone-code" label={`Code sent to ${sentTo}`} error={codeError} className="sm:w-56">
              <Input
                id="phone-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={codeForm.values.code}
                aria-invalid={Boolean(codeError)}
                onChange={(event) => codeForm.set('code', event.target.value)}
              />
            </FormField>
            <div className="flex gap-2 sm:mt-[22px]">
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending && <Spinner label="Checking" />}
                Confirm
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
                Change number
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  )
}
