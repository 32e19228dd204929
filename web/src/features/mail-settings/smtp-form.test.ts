import { describe, expect, it } from 'vitest'
import type { SmtpConfiguration } from '@/api/mail-settings'
import { DEFAULT_PORTS, emptySmtpForm, numberErrors, smtpFormErrors, smtpFormOf, smtpInputOf, withSecurity } from './smtp-form'

// The SMTP form: what is typed, what is sent, and what the browser refuses before asking the server.

const filled = { ...emptySmtpForm(), name: 'Main', host: ' smtp.example.com ', username: ' mailer ', password: 'secret', from_email: 'events@example.com' }

describe('the SMTP form', () => {
  it('moves the port with the kind of connection while it is the usual one, and keeps a typed port', () => {
    expect(withSecurity(emptySmtpForm(), 'tls').port).toBe(String(DEFAULT_PORTS.tls))
    expect(withSecurity({ ...emptySmtpForm(), port: '' }, 'none').port).toBe('25')
    expect(withSecurity({ ...emptySmtpForm(), port: '2525' }, 'tls').port).toBe('2525')
  })

  it('sends trimmed text, blanks as null and numbers as numbers', () => {
    const input = smtpInputOf(filled, false)
    expect(input).toMatchObject({
      host: 'smtp.example.com',
      username: 'mailer',
      from_name: null,
      reply_to: null,
      port: 587,
      max_per_minute: 600,
      password: 'secret',
    })
    expect(Number.isNaN(smtpInputOf({ ...filled, port: '58 7' }, false).port)).toBe(true)
  })

  it('a password: kept on an edit when left empty, removed when asked, none on a new server', () => {
    expect(smtpInputOf({ ...filled, password: '' }, true)).not.toHaveProperty('password')
    expect(smtpInputOf({ ...filled, password: '', remove_password: true }, true).password).toBe('')
    expect(smtpInputOf({ ...filled, password: '' }, false).password).toBeNull()
  })

  it('an edit opens on the saved server, never its password', () => {
    const saved = {
      name: 'Main',
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
      username: null,
      from_name: 'Gala',
      from_email: 'e@example.com',
      reply_to: null,
      max_per_minute: 60,
      is_event_default: false,
    } as unknown as SmtpConfiguration
    expect(smtpFormOf(saved)).toMatchObject({
      port: '465',
      security: 'tls',
      username: '',
      password: '',
      from_name: 'Gala',
      max_per_minute: '60',
      use_for_event: false,
    })
  })

  it('refuses ports and rates out of range, and missing fields in the server’s own words', () => {
    expect(numberErrors({ ...filled, port: '70000', max_per_minute: '0' })).toEqual({
      port: ['The port must be a whole number from 1 to 65535.'],
      max_per_minute: ['Messages a minute must be a whole number from 1 to 100,000.'],
    })
    expect(numberErrors(filled)).toEqual({})
    expect(smtpFormErrors(filled)).toEqual({})
    const errors = smtpFormErrors({ ...filled, host: '', from_email: 'not an address' })
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['host', 'from_email']))
  })
})
