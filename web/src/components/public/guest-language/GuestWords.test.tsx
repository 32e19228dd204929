// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { GuestWords } from './GuestWords'
import { useGuestWords } from './guest-words-context'

// A guest page's words arrive in a chunk of their own: until they do, the page shows the card's shape (no
// words in another language, and not an empty canvas), then the page in the language asked for.

function Heading() {
  const { t } = useGuestWords()
  return <h1>{t('transfer.accept')}</h1>
}

// The next this many catalogue fetches fail as a lost connection makes them fail; the rest load the real words.
const failing = vi.hoisted(() => ({ fetches: 0 }))
vi.mock('./load-catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./load-catalogue')>()
  return {
    loadCatalogue: (language: Parameters<typeof actual.loadCatalogue>[0]) =>
      failing.fetches-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/fr.js')) : actual.loadCatalogue(language),
  }
})

afterEach(() => {
  cleanup()
  failing.fetches = 0
})

describe('GuestWords', () => {
  it("shows the card's outline while the language's words load, then the page in that language", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <GuestWords language="de" choose={() => undefined}>
          <Heading />
        </GuestWords>
      </QueryClientProvider>,
    )
    expect(screen.getByTestId('guest-words-loading').getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('heading')).toBeNull()
    const heading = await screen.findByRole('heading')
    expect(heading.textContent).toBe((await import('@usher/domain/i18n/catalogues/de')).de['transfer.accept'])
    expect(screen.queryByTestId('guest-words-loading')).toBeNull()
    expect(document.documentElement.lang).toBe('de')
  })

  it("says the page's words could not be fetched, in its language, and shows the page once another try brings them", async () => {
    failing.fetches = 1
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GuestWords language="fr" choose={() => undefined}>
          <Heading />
        </GuestWords>
      </QueryClientProvider>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe((await import('@usher/domain/i18n/catalogues/fr')).fr['error.offline'])
    expect(screen.queryByTestId('guest-words-loading')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    const heading = await screen.findByRole('heading')
    expect(heading.textContent).toBe((await import('@usher/domain/i18n/catalogues/fr')).fr['transfer.accept'])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
