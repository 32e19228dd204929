import { normalizeSmtpFields, validateSmtpConfiguration } from '@usher/domain/deciders/smtp-configuration-decider'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { SmtpConfiguration, SmtpConfigurationInput, SmtpSecurity } from '@/api/mail-settings'

/** The SMTP form as typed: every field a string, as inputs hold them. */
export type SmtpFormValues = {
  name: string
  host: string
  port: string
  security: SmtpSecurity
  username: string
  /** Empty on an edit: keep the saved one. */
  password: string
  /** On an edit: take the saved password away (a server that needs none). */
  remove_password: boolean
  from_name: string
  from_email: string
  reply_to: string
  max_per_minute: string
  use_for_event: boolean
}

/** The port each kind of connection usually listens on. */
export const DEFAULT_PORTS: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 }

export const DEFAULT_MAX_PER_MINUTE = 600

export function emptySmtpForm(): SmtpFormValues {
  return {
    name: '',
    host: '',
    port: String(DEFAULT_PORTS.starttls),
    security: 'starttls',
    username: '',
    password: '',
    remove_password: false,
    from_name: '',
    from_email: '',
    reply_to: '',
    max_per_minute: String(DEFAULT_MAX_PER_MINUTE),
    use_for_event: true,
  }
}

export function smtpFormOf(configuration: SmtpConfiguration): SmtpFormValues {
  return {
    name: configuration.name,
    host: configuration.host,
    port: String(configuration.port),
    security: configuration.security,
    username: configuration.username ?? '',
    password: '',
    remove_password: false,
    from_name: configuration.from_name ?? '',
    from_email: configuration.from_email,
    reply_to: configuration.reply_to ?? '',
    max_per_minute: String(configuration.max_per_minute),
    use_for_event: configuration.is_event_default,
  }
}

/**
 * Choosing another kind of connection moves the port along with it while the
 * port is still the usual one of the old kind; a port someone typed stays.
 */
export function withSecurity(values: SmtpFormValues, security: SmtpSecurity): SmtpFormValues {
  const usual = values.port.trim() === String(DEFAULT_PORTS[values.security]) || values.port.trim() === ''
  return { ...values, security, port: usual ? String(DEFAULT_PORTS[security]) : values.port }
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim())

/** A whole number as typed, or NaN (which the server answers with its own message under the field). */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN
}

/**
 * What the form sends. An empty password on an edit is left out (the saved one
 * stays) unless it is to be removed (an empty string); on a new server an
 * empty password means none.
 */
export function smtpInputOf(values: SmtpFormValues, editing: boolean): SmtpConfigurationInput {
  const input: SmtpConfigurationInput = {
    name: values.name.trim(),
    host: values.host.trim(),
    port: wholeNumber(values.port),
    security: values.security,
    username: optional(values.username),
    from_name: optional(values.from_name),
    from_email: values.from_email.trim(),
    reply_to: optional(values.reply_to),
    max_per_minute: wholeNumber(values.max_per_minute),
    use_for_event: values.use_for_event,
  }
  if (values.password !== '') input.password = values.password
  else if (editing && values.remove_password) input.password = ''
  else if (!editing) input.password = null
  return input
}

/** The numbers, checked before asking the server (which checks everything again). */
export function numberErrors(values: SmtpFormValues): FieldErrors {
  const errors: FieldErrors = {}
  const port = wholeNumber(values.port)
  if (!(port >= 1 && port <= 65535)) errors.port = ['The port must be a whole number from 1 to 65535.']
  const max = wholeNumber(values.max_per_minute)
  if (!(max >= 1 && max <= 100_000)) errors.max_per_minute = ['Messages a minute must be a whole number from 1 to 100,000.']
  return errors
}

/** Everything the browser can check, with the server's own rules and words (shared/domain). */
export function smtpFormErrors(values: SmtpFormValues): FieldErrors {
  const input = smtpInputOf(values, false)
  const fields = normalizeSmtpFields({
    name: input.name,
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    has_password: values.password !== '',
    from_email: input.from_email,
    from_name: input.from_name,
    reply_to: input.reply_to,
    max_per_minute: input.max_per_minute,
  })
  return { ...validateSmtpConfiguration(fields), ...numberErrors(values) }
}
