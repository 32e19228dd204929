// @vitest-environment happy-dom
import { afterEach, it, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { en } from '@usher/domain/i18n/catalogues/en'
import { expectBadLinkSaidOnceWordsArrive } from '@/components/public/guest-language/words-held-back.testing'
import { TransferOfferPage } from './TransferOfferPage'

vi.mock('@/components/public/guest-language/load-catalogue', () => import('@/components/public/guest-language/words-held-back.testing'))
afterEach(cleanup)

it("a transfer offer's page says a link is not valid when its 404 came back before the page's words", async () => {
  await expectBadLinkSaidOnceWordsArrive(<TransferOfferPage token="made-up" />, en['transfer.invalidTitle'])
})
