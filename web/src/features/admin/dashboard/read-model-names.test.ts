import { describe, expect, it } from 'vitest'
import { readModelName } from './read-model-names'

describe('readModelName', () => {
  it('names known checkpoints in words, and turns an unknown one into a readable phrase', () => {
    expect(readModelName('guest_history')).toBe('Guest list history (time travel)')
    // An abbreviation is spelt out rather than capitalised as a word ("Sso domain claims").
    expect(readModelName('sso_domain_claims')).toBe('Single sign-on domains')
    expect(readModelName('badge_print-queue')).toBe('Badge print queue')
  })
})
