import { describe, expect, it } from 'vitest'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { withCacheWork, withCacheWorkFirst, withCacheWorkOnError, withCacheWorkSettled, type MutationConfig } from './mutation-config'

// The two ways a web/src/api hook joins its cache work to a screen's onSuccess, run through a real
// MutationObserver (what useMutation wraps) so the mutation's own life decides what "done" means.

type Step = string

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

function observe(options: MutationConfig<string, number>, mutationFn = (value: number) => Promise.resolve(`saved ${value}`)) {
  const client = new QueryClient()
  return new MutationObserver(client, { ...options, mutationFn })
}

const refuse = (value: number) => Promise.reject(new Error(`refused ${value}`))

describe('withCacheWork', () => {
  it('starts the screen’s onSuccess without waiting for the cache work, and settles only when both are done', async () => {
    const steps: Step[] = []
    const cache = deferred()
    const observer = observe(
      withCacheWork<string, number, unknown>({ onSuccess: (data, variables) => void steps.push(`screen ${data} (${variables})`) }, async (data) => {
        steps.push(`cache ${data}`)
        await cache.promise
        steps.push('cache done')
      }),
    )
    const result = observer.mutate(1)
    await expect.poll(() => steps).toEqual(['cache saved 1', 'screen saved 1 (1)'])
    expect(observer.getCurrentResult().isPending).toBe(true)
    cache.resolve()
    await expect(result).resolves.toBe('saved 1')
    expect(steps).toEqual(['cache saved 1', 'screen saved 1 (1)', 'cache done'])
    expect(observer.getCurrentResult().isSuccess).toBe(true)
  })

  it('does the cache work when the screen adds nothing, and keeps the screen’s other options', async () => {
    const steps: Step[] = []
    const config = withCacheWork<string, number, unknown>({ onError: () => void steps.push('error'), retry: 2 }, (data) => void steps.push(`cache ${data}`))
    expect(config.retry).toBe(2)
    expect(config.onError).toBeTypeOf('function')
    await observe(withCacheWork<string, number, unknown>(undefined, (data) => void steps.push(`cache ${data}`))).mutate(2)
    expect(steps).toEqual(['cache saved 2'])
  })
})

describe('withCacheWorkFirst', () => {
  it('calls the screen’s onSuccess only once the cache work is done', async () => {
    const steps: Step[] = []
    const cache = deferred()
    const observer = observe(
      withCacheWorkFirst<string, number, unknown>({ onSuccess: () => void steps.push('screen') }, async () => {
        steps.push('cache')
        await cache.promise
        steps.push('cache done')
      }),
    )
    const result = observer.mutate(3)
    await expect.poll(() => steps).toEqual(['cache'])
    cache.resolve()
    await result
    expect(steps).toEqual(['cache', 'cache done', 'screen'])
  })
})

describe('withCacheWorkOnError', () => {
  it('does the cache work on a failure and still tells the screen why', async () => {
    const steps: Step[] = []
    const observer = observe(
      withCacheWorkOnError<string, number, unknown>(
        { onError: (error) => void steps.push(`screen ${error.message}`) },
        (error, value) => void steps.push(`cache ${value}`),
      ),
      refuse,
    )
    await expect(observer.mutate(4)).rejects.toThrow('refused 4')
    expect(steps).toEqual(['cache 4', 'screen refused 4'])
  })
})

describe('withCacheWorkSettled', () => {
  it('does the cache work after a success and after a failure, beside the screen’s own onSettled', async () => {
    const steps: Step[] = []
    const config = withCacheWorkSettled<string, number, unknown>(
      { onSettled: (data) => void steps.push(`screen ${data ?? 'failed'}`) },
      () => void steps.push('cache'),
    )
    await observe(config).mutate(5)
    await expect(observe(config, refuse).mutate(6)).rejects.toThrow('refused 6')
    expect(steps).toEqual(['cache', 'screen saved 5', 'cache', 'screen failed'])
  })
})
