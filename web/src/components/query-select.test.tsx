// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { QuerySelect } from './query-select'

// QuerySelect over real TanStack queries whose functions answer as a server would.

type Answer = () => Promise<{ id: string; name: string }[]>

function TabSelect({ answer }: { answer: Answer }) {
  const tabs = useQuery({ queryKey: ['tabs'], queryFn: answer, retry: false })
  return (
    <QuerySelect
      aria-label="Tab"
      query={tabs}
      value=""
      onChange={() => {}}
      pendingPlaceholder="Loading tabs…"
      placeholder="Choose a tab"
      emptyPlaceholder="No tabs yet"
      options={(list) => list.map((tab) => ({ value: tab.id, label: tab.name }))}
    />
  )
}

function show(answer: Answer) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TabSelect answer={answer} />
    </QueryClientProvider>,
  )
  return screen.getByRole('combobox', { name: 'Tab' }) as HTMLSelectElement
}

const lines = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent)

afterEach(cleanup)

describe('QuerySelect', () => {
  it('is disabled and says so while its choices load, then offers them', async () => {
    let give: (tabs: { id: string; name: string }[]) => void = () => {}
    const select = show(() => new Promise((resolve) => (give = resolve)))
    expect([select.disabled, lines(select)]).toEqual([true, ['Loading tabs…']])
    give([{ id: 't1', name: 'VIPs' }])
    await waitFor(() => expect(select.disabled).toBe(false))
    expect(lines(select)).toEqual(['Choose a tab', 'VIPs'])
  })

  it('says when there is nothing to choose', async () => {
    const select = show(async () => [])
    await waitFor(() => expect(lines(select)).toEqual(['No tabs yet']))
    expect(select.disabled).toBe(false)
  })

  it('stays disabled and says the choices could not be loaded when the read fails', async () => {
    const select = show(async () => {
      throw new ApiError(500, 'The server failed.')
    })
    await waitFor(() => expect(lines(select)).toEqual(['Couldn’t load the choices']))
    expect(select.disabled).toBe(true)
  })
})
