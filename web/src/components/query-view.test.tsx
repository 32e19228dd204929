// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { QueryView } from './query-view'

// QueryView over real TanStack queries whose functions answer as a server would.

type Answer = () => Promise<string[]>

function Names({ answer, custom }: { answer: Answer; custom?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: answer, retry: false })
  return (
    <QueryView
      query={query}
      pendingLabel="Loading names"
      empty={<p>Nobody yet</p>}
      error={custom ? (error) => <h2>Could not load the names: {error.message}</h2> : undefined}
    >
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  )
}

function show(answer: Answer, custom = false, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Names answer={answer} custom={custom} />
    </QueryClientProvider>,
  )
}

/** An answer that the test gives when it wants to, to see the placeholder first. */
function heldAnswer() {
  let give: (names: string[]) => void = () => {}
  const answer: Answer = () => new Promise((resolve) => (give = resolve))
  return { answer, give: (names: string[]) => give(names) }
}

afterEach(cleanup)

describe('QueryView', () => {
  it('shows a named loading placeholder, then the content', async () => {
    const held = heldAnswer()
    show(held.answer)
    expect(screen.getByRole('status', { name: 'Loading names' })).toBeTruthy()
    held.give(['Ana', 'Bob'])
    const list = await screen.findByRole('list', { name: 'Names' })
    expect(list.textContent).toBe('AnaBob')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the empty state when there is nothing', async () => {
    show(async () => [])
    expect(await screen.findByText('Nobody yet')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says what failed, and trying again shows the content once the server answers', async () => {
    let calls = 0
    show(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(503, 'The server is busy. Try again in a moment.')
      return ['Ana']
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The server is busy. Try again in a moment.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('list', { name: 'Names' })).textContent).toBe('Ana')
    expect(calls).toBe(2)
  })

  it('a lost connection may be tried again too', async () => {
    // How the API client reports a server it could not reach.
    show(async () => {
      throw new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'network_error')
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The server could not be reached. Check your connection and try again.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('offers no retry for a refusal, which would answer the same', async () => {
    show(async () => {
      throw new ApiError(403, 'This action is unauthorized.')
    })
    expect((await screen.findByRole('alert')).textContent).toBe('This action is unauthorized.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('shows a page’s own words for a failure', async () => {
    show(async () => {
      throw new ApiError(500, 'Server Error')
    }, true)
    expect((await screen.findByRole('heading')).textContent).toBe('Could not load the names: Server Error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('keeps what it shows when a later read fails', async () => {
    let calls = 0
    const client = new QueryClient()
    show(
      async () => {
        calls += 1
        if (calls > 1) throw new ApiError(503, 'The server is busy. Try again in a moment.')
        return ['Ana']
      },
      false,
      client,
    )
    expect((await screen.findByRole('list', { name: 'Names' })).textContent).toBe('Ana')
    await act(() => client.refetchQueries({ queryKey: ['names'] }))
    expect(calls).toBe(2)
    expect(screen.getByRole('list', { name: 'Names' }).textContent).toBe('Ana')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
