// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { GUEST_LANGUAGES } from '@usher/domain/i18n/languages'
import { loadCatalogue } from './load-catalogue'
import { WordsUnavailable } from './WordsUnavailable'

afterEach(cleanup)

// The words a page shows when its catalogue could not be fetched travel with the page; they must stay the catalogues' own.
describe('WordsUnavailable', () => {
  it.each(GUEST_LANGUAGES)('says in %s what its catalogue says of a failed connection', async (language) => {
    render(<WordsUnavailable language={language} retrying={false} retry={() => undefined} />)
    expect(screen.getByRole('alert').textContent).toBe((await loadCatalogue(language))['error.offline'])
  })
})
