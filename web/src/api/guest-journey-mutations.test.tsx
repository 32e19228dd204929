// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { guestJourneyKey, type PublicJourney } from './guest-journey'
import { useAnswerGuestJourney } from './guest-journey-mutations'

// A guest's answer to their journey, sent through the dashboard's own API client to a real HTTP
// server on a loopback port that answers as the product does: where the answer led goes into the
// page's cache, a stale answer shows where the guest really is, and only other refusals reach the page.

type Answer = { status: number; body: unknown }
let server: Server
let answer: Answer = { status: 200, body: {} }

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/csrf-cookie') {
      response.writeHead(204, { 'Set-Cookie': 'XSRF-TOKEN=token; Path=/' })
      return response.end()
    }
    request.resume()
    request.on('end', () => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/journey/token-1`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(cleanup)

const token = 'token-1'
/** Enough of a journey for the cache and for currentJourneyOf to recognise one. */
const journeyAt = (stepId: string) => ({ journey_id: 'journey-1', step: { id: stepId }, progress: { index: 1, total_estimate: 3 } }) as unknown as PublicJourney
const sent = { step_id: 'step-1', action_id: 'next', answers: {} }

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(guestJourneyKey(token, null), { data: journeyAt('step-1') })
  const refusals: string[] = []
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(() => useAnswerGuestJourney(token, null, { onError: (error) => refusals.push(error.message) }), { wrapper })
  const shownStep = () => client.getQueryData<{ data: PublicJourney }>(guestJourneyKey(token, null))?.data.step?.id
  return { result, shownStep, refusals }
}

describe('useAnswerGuestJourney', () => {
  it('shows the step the answer led to', async () => {
    answer = { status: 200, body: { data: journeyAt('step-2'), position: '1' } }
    const { result, shownStep, refusals } = setUp()
    act(() => result.current.mutate(sent))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(shownStep()).toBe('step-2')
    expect(refusals).toEqual([])
  })

  it('shows where the guest really is when the step was answered already, without telling the page of a failure', async () => {
    answer = { status: 409, body: { message: 'This step was answered already.', code: 'stale_step', data: journeyAt('step-3') } }
    const { result, shownStep, refusals } = setUp()
    act(() => result.current.mutate(sent))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(shownStep()).toBe('step-3')
    expect(refusals).toEqual([])
  })

  it('leaves fields to correct to the page, and the journey where it was', async () => {
    answer = { status: 422, body: { message: 'Choose an answer.', errors: { 'answers.meal': ['Choose an answer.'] } } }
    const { result, shownStep, refusals } = setUp()
    act(() => result.current.mutate(sent))
    await waitFor(() => expect(refusals).toEqual(['Choose an answer.']))
    expect(shownStep()).toBe('step-1')
  })
})
