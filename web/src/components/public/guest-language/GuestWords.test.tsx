// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { GuestWords } from './GuestWords'
import { useGuestWords } from './guest-words-context'

// A guest page's words arrive in a chunk of their own: until they do, the page shows the card's shape (no
// words in another language, and not an empty canvas), then the page in the language asked for.

function Heading() {
  const { t } = useGuestWords()
  return <h1>{t('transfer.accept')}</h1>
}

afterEach(cleanup)

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
})
