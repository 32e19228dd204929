import type { MessageKey } from '@usher/domain/i18n/catalogues/en'
import { isApiError } from '@/lib/api-error'
import type { GuestWordsValue } from './guest-words-context'

// The server's refusals are written in English for the API's readers; a guest page in another language
// shows its own words, chosen by the refusal's stable code (or status), never the English message. An
// English page keeps the server's message, which is often more precise ('First name is required.').
type Words = Pick<GuestWordsValue, 't' | 'language'>
const BY_CODE: Record<string, MessageKey> = {
  event_full: 'error.eventFull',
  step_not_current: 'error.stale',
  ticket_transfer_pending: 'error.stale',
  no_ticket_transfer: 'error.transferClosed',
  already_checked_in: 'error.transferClosed',
}

/** The guest's words for a failed call: by its code, else by its kind (too many tries, offline, bad input), else `fallback`. */
export function guestFailure({ t, language }: Words, error: unknown, fallback: MessageKey): string {
  if (!isApiError(error)) return t('error.offline')
  if (language === 'en' && error.message) return error.message
  const byCode = error.code ? (BY_CODE[error.code] ?? (error.code.startsWith('ticket_transfer_') ? 'error.transferClosed' : undefined)) : undefined
  if (byCode) return t(byCode)
  if (error.status === 429) return t('error.tooManyRequests')
  if (error.status === 422) return t('error.checkFields')
  return t(fallback)
}

/**
 * A field's refusal in the guest's words. The server's field messages have no code, so the kind is read from
 * the field and the rule the validators share ('… is required.', '… must be a valid email address.').
 */
export function guestFieldError({ t, language }: Words, error: unknown, field: string): string | null {
  if (!isApiError(error)) return null
  const message = error.errors[field]?.[0]
  if (!message) return null
  if (language === 'en') return message
  if (/ is required\.$/.test(message)) return t('error.required')
  if (/email/i.test(field) && / valid email/.test(message)) return t('error.email')
  return t('error.checkFields')
}

/** Every field's refusal in the guest's words, for forms that keep messages by field. */
export function guestFieldErrors({ t, language }: Words, errors: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  if (language === 'en') return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, [...messages]]))
  const translated: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0]
    if (!message) continue
    translated[field] = [/ is required\.$/.test(message) ? t('error.required') : / valid email/.test(message) ? t('error.email') : t('error.checkFields')]
  }
  return translated
}
