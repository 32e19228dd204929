import { use } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { eventKeys, type UsherEvent } from '@/api/events'
import { phoneFormatter } from '@/lib/formatters'

// The formatter brings libphonenumber's metadata (47 kB gzip): fetched as soon as a page that shows
// phone numbers loads (or its navigation starts), beside its data, not in its first script. A number
// waits for it (suspends) rather than showing unformatted and changing a moment later.
phoneFormatter()

/**
 * The country of the event on screen, from the event the layout already
 * loaded: read from the cache, not subscribed, so a table of phone numbers
 * does not ask for the event once per row.
 */
function useEventCountry(): string | null {
  const params = useParams({ strict: false }) as { uuid?: string }
  const queryClient = useQueryClient()
  if (!params.uuid) return null
  return queryClient.getQueryData<UsherEvent>(eventKeys.detail(params.uuid))?.location?.country_code ?? null
}

type PhoneNumberProps = {
  value: string | null | undefined
  /** The event's country; read from the event on screen when not given. */
  countryCode?: string | null
  className?: string
}

/**
 * A stored phone number as people read it: '(212) 555-0100' at a US event,
 * '+44 20 7946 0958' for a number from elsewhere. The stored form is the
 * tooltip; a number saved before numbers were normalised shows as typed.
 */
export function PhoneNumber({ value, countryCode, className }: PhoneNumberProps) {
  const eventCountry = useEventCountry()
  const { formatPhone } = use(phoneFormatter())
  const text = formatPhone(value, countryCode ?? eventCountry)
  if (!text) return null
  return (
    <span className={className} title={value ?? undefined} data-testid="phone-number">
      {text}
    </span>
  )
}
