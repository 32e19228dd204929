import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { invalidateLive } from './invalidate-live'

// A screen's first read on its way when the server pushes a change it concerns: the read was
// answered from before the change, so it must be made again once it is in (the communications
// page showed no recipient for a minute in CI: its recipients table's first read crossed the push
// of the message the engine had just made).

const ALERT_KEY = ['communications', 'event-1', 'alert', 'alert-1'] as const
const KEY = [...ALERT_KEY, 'messages'] as const

/** A read answered when the test says so, with what the server held when it was asked. */
function server() {
  let messages: string[] = []
  const answers: (() => void)[] = []
  let reads = 0
  return {
    get reads() {
      return reads
    },
    make(message: string) {
      messages = [...messages, message]
    },
    read(): Promise<string[]> {
      reads += 1
      const snapshot = messages
      return new Promise((resolve) => answers.push(() => resolve(snapshot)))
    },
    answerAll() {
      for (const answer of answers.splice(0)) answer()
    },
  }
}

async function settled(client: QueryClient) {
  for (let round = 0; round < 20 && client.isFetching() > 0; round++) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('invalidateLive', () => {
  let client: QueryClient
  let unsubscribe = () => {}
  afterEach(() => {
    unsubscribe()
    client.clear()
  })

  /** The recipients table on screen: an observer reading the query from the server as the page does. */
  function shownOnScreen(api: ReturnType<typeof server>) {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: () => api.read() })
    unsubscribe = observer.subscribe(() => undefined)
    return observer
  }

  it('reads again, once, a query whose first read was in flight when the change came', async () => {
    const api = server()
    shownOnScreen(api)
    expect(api.reads).toBe(1)

    // The message is made and pushed, twice over, while the first read (from before it) is on its way.
    api.make('scheduled')
    invalidateLive(client, { queryKey: ALERT_KEY })
    invalidateLive(client, { queryKey: ALERT_KEY })
    expect(api.reads).toBe(1)
    api.answerAll()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(api.reads).toBe(2)
    api.answerAll()
    await settled(client)

    expect(client.getQueryData(KEY)).toEqual(['scheduled'])
    expect(api.reads).toBe(2)
  })

  it('restarts a read in flight of a query that has data, as TanStack Query does, and no more', async () => {
    const api = server()
    const observer = shownOnScreen(api)
    api.answerAll()
    await settled(client)
    expect(client.getQueryData(KEY)).toEqual([])

    void observer.refetch()
    api.make('scheduled')
    invalidateLive(client, { queryKey: KEY })
    api.answerAll()
    await settled(client)

    expect(client.getQueryData(KEY)).toEqual(['scheduled'])
    expect(api.reads).toBe(3)
  })

  it('only marks stale a query no screen shows', async () => {
    client = new QueryClient()
    unsubscribe = () => {}
    client.setQueryData(KEY, ['old'])
    invalidateLive(client, { queryKey: KEY })
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true)
    expect(client.isFetching()).toBe(0)
  })
})
