// @vitest-environment happy-dom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api } from './api-client'
import { ApiError } from './api-error'
import { loadingStore } from './loading-store'
import { setSocketId } from './socket-id'

// The dashboard's one way to the API, against a real HTTP server on a loopback port that answers
// as the product does: the CSRF cookie, errors with codes, read-your-writes positions. (The retry
// after a stale CSRF token is left to the E2E tests: happy-dom's Response.clone() of a network
// answer loses the body of both copies, which a browser's does not.)

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
type Reply = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }
let server: Server
let origin = ''
const seen: Seen[] = []
/** Replies for the next requests, in order; past the last, 200 {}. */
let replies: Reply[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += String(chunk)))
    request.on('end', () => {
      if (request.url === '/api/csrf-cookie') {
        seen.push({ method: request.method!, url: request.url, headers: request.headers, body })
        response.writeHead(204, { 'Set-Cookie': `XSRF-TOKEN=token-${seen.length}; Path=/` })
        return response.end()
      }
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      const reply = replies.shift() ?? { status: 200, body: {} }
      response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers })
      response.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/events`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => {
  seen.length = 0
  replies = []
  setSocketId(null)
})

const requests = () => seen.filter((s) => s.url !== '/api/csrf-cookie')

describe('requests', () => {
  it('a GET leaves out empty query values and says it is the dashboard asking', async () => {
    replies = [{ status: 200, body: { data: [1] } }]
    expect(await api.get('/api/v2/events', { query: { q: 'gala', page: 2, empty: '', none: null, gone: undefined } })).toEqual({ data: [1] })
    const [request] = requests()
    expect(request!.url).toBe('/api/v2/events?q=gala&page=2')
    expect(request!.headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(request!.headers['x-xsrf-token']).toBeUndefined()
  })

  it('a write fetches the CSRF cookie first, then sends its token, JSON body, idempotency key and this tab’s socket', async () => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/'
    setSocketId('sock-7')
    await api.post('/api/v2/events', { name: 'Gala' }, { idempotencyKey: 'key-1' })
    expect(seen[0]!.url).toBe('/api/csrf-cookie')
    const [request] = requests()
    expect(request!.method).toBe('POST')
    expect(request!.headers['x-xsrf-token']).toMatch(/^token-/)
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ name: 'Gala' })
    expect(request!.headers['idempotency-key']).toBe('key-1')
    expect(request!.headers['x-socket-id']).toBe('sock-7')
  })

  it('a 204 answers nothing', async () => {
    replies = [{ status: 204 }]
    expect(await api.post('/api/v2/things/1/touch')).toBeUndefined()
  })
})

describe('failures', () => {
  it('a refusal becomes an ApiError with its message, code and messages by field', async () => {
    replies = [{ status: 422, body: { message: 'The given data was invalid.', code: 'validation_failed', errors: { email: ['Enter an email address.'] } } }]
    const error = await api.post('/api/v2/guests', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { email: ['Enter an email address.'] },
    })
  })

  it('the loading bar turns red for a server failure, not for a refusal the page explains', async () => {
    replies = [{ status: 404, body: { message: 'This link has expired.', code: 'expired' } }]
    await api.get('/api/v2/rsvp/old').catch(() => undefined)
    expect(loadingStore.get()).toMatchObject({ active: 0, failed: false })
    replies = [{ status: 500, body: { message: 'Server error' } }]
    await api.get('/api/v2/events').catch(() => undefined)
    expect(loadingStore.get()).toMatchObject({ active: 0, failed: true })
  })

  it('a seating 409 carries the guests it would unseat; a refusal that is not JSON reads as its status', async () => {
    replies = [
      { status: 409, body: { message: 'Seated guests.', code: 'seated_guests', guests: [{ full_name: 'Ana' }] } },
      { status: 502, raw: '<html>Bad gateway</html>' },
    ]
    await expect(api.post('/api/v2/seating/save', {})).rejects.toMatchObject({ code: 'seated_guests', data: { guests: [{ full_name: 'Ana' }] } })
    await expect(api.get('/api/v2/events', { silent: true })).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', code: null })
  })

  it('a server that cannot be reached is a network error people can read', async () => {
    const error = await api.get('http://127.0.0.1:1/api/v2/events').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'The server could not be reached. Check your connection and try again.' })
  })

  it('an aborted request rejects as aborted, not as a failure', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await api.get('/api/v2/events', { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

// These run last: once a write has answered with a position, reads in the next seconds wait for it.
describe('reading one’s own writes', () => {
  it('a read after a write asks for the write’s position and asks again while the read models are behind', async () => {
    replies = [
      { status: 200, body: { data: {}, position: '1234' } },
      { status: 200, body: { stale: true }, headers: { 'X-Read-Model-Behind': 'true' } },
      { status: 200, body: { fresh: true } },
    ]
    await api.post('/api/v2/events', { name: 'Gala' })
    expect(await api.get('/api/v2/events')).toEqual({ fresh: true })
    const reads = requests().filter((r) => r.method === 'GET')
    expect(reads.map((r) => r.headers['x-min-position'])).toEqual(['1234', '1234'])
    expect(JSON.parse(sessionStorage.getItem('usher.lastWritePosition')!).value).toBe('1234')
  })

  it('when the server fails at waiting, the read is sent again without the position', async () => {
    replies = [
      { status: 503, body: { message: 'Unavailable' } },
      { status: 200, body: { ok: 1 } },
    ]
    expect(await api.get('/api/v2/events')).toEqual({ ok: 1 })
    expect(requests().map((r) => r.headers['x-min-position'])).toEqual(['1234', undefined])
  })
})
