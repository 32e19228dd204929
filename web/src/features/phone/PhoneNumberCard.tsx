import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Smartphone } from 'lucide-react'
import { checkField, required } from '@usher/domain/validation/rules'
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
import { isApiError } from '@/lib/api-error'
import { compactErrors, firstError } from '@/lib/field-errors'

/** Account Settings' "Phone number": prove a number with a code sent by text message. */
export function PhoneNumberCard() {
  const status = useQuery(phoneQuery())
  const [number, setNumber] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const fail = (error: Error) => (isApiError(error) && error.status === 422 ? setErrors(compactErrors(error.errors)) : showSnackbar(error.message, 'error'))

  const send = useSendPhoneVerification({
    onSuccess: ({ data }) => {
      setSentTo(data.phone_number)
      setErrors({})
      showSnackbar(`We texted a code to ${data.phone_number}.`, 'success')
    },
    onError: fail,
  })
  const submit = useSubmitPhoneVerification({
    onSuccess: () => {
      setSentTo(null)
      setNumber('')
      setCode('')
      showSnackbar('Your phone number is verified.', 'success')
    },
    onError: fail,
  })

  function onSend(event: FormEvent) {
    event.preventDefault()
    const messages = checkField(number, 'Phone number', [required, phone])
    if (messages.length > 0) return setErrors({ phone_number: messages })
    send.mutate(number.trim())
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: ['Enter the 6 digits from the text message.'] })
    submit.mutate(code.trim())
  }

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
          <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={onSend} noValidate aria-label="Send a code to a phone number">
            <FormField id="phone-number" label={current ? 'New phone number' : 'Phone number'} error={firstError(errors, 'phone_number')} hint="Numbers outside the US start with + and the country code." className="sm:w-72">
              <Input id="phone-number" type="tel" autoComplete="tel" value={number} aria-invalid={Boolean(firstError(errors, 'phone_number'))} onChange={(event) => setNumber(event.target.value)} />
            </FormField>
            <Button type="submit" variant="secondary" className="sm:mt-[22px]" disabled={send.isPending}>
              {send.isPending && <Spinner label="Sending" />}
              Text me a code
            </Button>
          </form>
        ) : (
          <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={onSubmit} noValidate aria-label="Confirm the phone number">
            <FormField id="phone-code" label={`Code sent to ${sentTo}`} error={firstError(errors, 'code')} className="sm:w-56">
              <Input id="phone-code" inputMode="numeric" autoComplete="one-time-code" value={code} aria-invalid={Boolean(firstError(errors, 'code'))} onChange={(event) => setCode(event.target.value)} />
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
          </form>
        )}
      </CardContent>
    </Card>
  )
}
