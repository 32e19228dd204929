import type { ReactNode } from 'react'
import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type * as RealCatalogue from './load-catalogue'

/**
 * For guest pages' tests: stands in for `load-catalogue` (`vi.mock(its path, () => import(this file))`)
 * so a test decides when a page's words arrive, and checks what the page says of a bad link whose 404
 * came back first.
 *
 * That order is what a loaded machine gives: the passes e2e test caught the pass page showing its
 * spinner for good (see GuestWords for why), and the RSVP, transfer and mail preferences pages did the same.
 */
let wordsArrive = Promise.resolve()
let release = () => {}

export async function loadCatalogue(language: GuestLanguage) {
  await wordsArrive
  const real = await vi.importActual<typeof RealCatalogue>('@/components/public/guest-language/load-catalogue')
  return real.loadCatalogue(language)
}

/** Renders `page` with every request answered 404 and its words held back until the 404 has settled; then expects `title`. */
export async function expectBadLinkSaidOnceWordsArrive(page: ReactNode, title: string) {
  wordsArrive = new Promise<void>((resolve) => {
    release = resolve
  })
  const answered = vi.fn(
    async () =>
      new Response(JSON.stringify({ message: 'This link is not valid.', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', answered)
  try {
    render(<QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>)
    await vi.waitFor(() => expect(answered).toHaveBeenCalled())
    // The 404 settles into the page's query while only the card's outline is shown.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('guest-words-loading')).toBeTruthy()
    release()
    expect((await screen.findByRole('heading', { name: title })).textContent).toBe(title)
  } finally {
    release()
    wordsArrive = Promise.resolve()
    vi.unstubAllGlobals()
  }
}
