// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { email, maxLength, required } from '@usher/domain/validation/rules'
import { api } from '@/lib/api-client'
import { FormField } from '@/components/ui/form-field'
import { Form } from './Form'
import { fieldRules, rulesSchema } from './rules-schema'
import { useSchemaForm } from './use-schema-form'

// A form checked with the shared rules before sending, whose server 422 lands under its fields.
// The server is a real HTTP server on a loopback port, answering as the product's API does, and the
// form sends through the dashboard's own API client.

type Contact = { name: string; email: string }
const contactSchema = rulesSchema<Contact>(fieldRules({ name: ['Name', [required, maxLength(20)]], email: ['Email', [required, email]] }))

type Answer = { status: number; body: unknown }
let server: Server
let answer: Answer = { status: 200, body: {} }
const received: unknown[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/csrf-cookie') {
      response.writeHead(204, { 'Set-Cookie': 'XSRF-TOKEN=token; Path=/' })
      return response.end()
    }
    void bodyOf(request).then((body) => {
      received.push(body)
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The page and the API share an origin, as the dashboard and the product do.
  const { port } = server.address() as AddressInfo
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/account`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => {
  cleanup()
  received.length = 0
})

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text ? JSON.parse(text) : null
}

const failures: unknown[] = []

function ContactForm() {
  const form = useSchemaForm({
    schema: contactSchema,
    initial: { name: '', email: '' },
    onSubmit: (values) => api.post('/api/contacts', values),
    onFailure: (failure) => failures.push(failure),
  })
  return (
    <Form form={form} aria-label="Contact">
      <FormField id="contact-name" label="Name" error={form.error('name')}>
        <input id="contact-name" value={form.values.name} onChange={(event) => form.set('name', event.target.value)} />
      </FormField>
      <FormField id="contact-email" label="Email" error={form.error('email')}>
        <input id="contact-email" value={form.values.email} onChange={(event) => form.set('email', event.target.value)} />
      </FormField>
      {form.error('form') && <p role="alert">{form.error('form')}</p>}
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </Form>
  )
}

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

describe('Form with useSchemaForm', () => {
  it('checks the shared rules before sending: their messages, first per field, and nothing sent', async () => {
    render(<ContactForm />)
    fillIn('Email', 'not an address')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(messages()).toEqual(['Name is required.', 'Email must be a valid email address.']))
    expect(received).toEqual([])
  })

  it('maps the server’s 422 onto the fields, first message each', async () => {
    answer = {
      status: 422,
      body: {
        message: 'The email has already been taken. (and 1 more error)',
        errors: { email: ['The email has already been taken.', 'Second.'], name: ['The name contains a word that is not allowed.'] },
      },
    }
    render(<ContactForm />)
    fillIn('Name', 'Ana')
    fillIn('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(messages()).toEqual(['The name contains a word that is not allowed.', 'The email has already been taken.']))
    expect(received).toEqual([{ name: 'Ana', email: 'ana@example.com' }])
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('a 422 that names no field shows its message on the form', async () => {
    answer = { status: 422, body: { message: 'The request could not be read.', errors: {} } }
    render(<ContactForm />)
    fillIn('Name', 'Ana')
    fillIn('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(messages()).toEqual(['The request could not be read.']))
  })

  it('clears the messages once the values pass, and hands any other failure to the page', async () => {
    answer = { status: 409, body: { message: 'Someone changed it first.', code: 'conflict' } }
    failures.length = 0
    render(<ContactForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(messages()).toHaveLength(2))
    fillIn('Name', 'Ana')
    fillIn('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(failures).toHaveLength(1))
    expect(messages()).toEqual([])
    expect(failures[0]).toMatchObject({ status: 409, code: 'conflict', message: 'Someone changed it first.' })
  })
})
