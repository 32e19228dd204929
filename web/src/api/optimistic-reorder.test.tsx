// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useOptimisticReorder } from './optimistic-reorder'

// The reorder hook over a real QueryClient: what the list shows while the server decides,
// after it refuses, and that the list is read again either way.

type Tab = { id: string; name: string; position: number }
const key = ['tabs', 'event-1']
const saved: Tab[] = [
  { id: 'a', name: 'All', position: 0 },
  { id: 'b', name: 'VIP', position: 1 },
  { id: 'c', name: 'Press', position: 2 },
]

/** A server answer the test gives when it wants to, to look at the list in between. */
function heldAnswer() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} }
  const send = (_ids: string[]) => new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return { send, accept: () => settle.resolve(), refuse: (error: Error) => settle.reject(error) }
}

function setUp(send: (ids: string[]) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(key, saved)
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(() => useOptimisticReorder<Tab>(key, send, 'The tabs could not be reordered.'), { wrapper })
  const order = () => client.getQueryData<Tab[]>(key)?.map((tab) => `${tab.id}@${tab.position}`)
  // Nothing shows the list in this test, so an invalidated list is marked stale rather than fetched.
  const invalidated = () => client.getQueryState(key)?.isInvalidated === true
  return { result, order, invalidated }
}

afterEach(cleanup)

describe('useOptimisticReorder', () => {
  it('shows the new order at once, with positions that follow it, and reads the list again once the server takes it', async () => {
    const server = heldAnswer()
    const { result, order, invalidated } = setUp(server.send)

    act(() => result.current.mutate(['c', 'a', 'b']))
    await waitFor(() => expect(order()).toEqual(['c@0', 'a@1', 'b@2']))
    expect(invalidated()).toBe(false)

    act(() => server.accept())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(invalidated()).toBe(true)
  })

  it('puts the saved order back when the server refuses, then reads the list again', async () => {
    const server = heldAnswer()
    const { result, order, invalidated } = setUp(server.send)

    act(() => result.current.mutate(['b', 'c', 'a']))
    await waitFor(() => expect(order()).toEqual(['b@0', 'c@1', 'a@2']))

    act(() => server.refuse(new Error('Conflict')))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(order()).toEqual(['a@0', 'b@1', 'c@2'])
    expect(invalidated()).toBe(true)
  })
})
