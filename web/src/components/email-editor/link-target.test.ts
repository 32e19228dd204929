import { describe, expect, it } from 'vitest'
import { GUEST_LINK_TAGS, guestLinkHref, guestLinkOf, webAddressOf } from './link-target'

describe('a link’s target', () => {
  it('a guest’s own page is kept as its tag in braces, and read back only for a known link tag', () => {
    const tag = GUEST_LINK_TAGS[0]!.id
    expect(guestLinkHref(tag)).toBe(`{${tag}}`)
    expect(guestLinkOf(guestLinkHref(tag))).toBe(tag)
    expect(guestLinkOf('{guest.unknown_link}')).toBeNull()
    expect(guestLinkOf('https://example.com')).toBeNull()
    expect(guestLinkOf(null)).toBeNull()
  })

  it('a typed address gets https when it has no scheme; mail links pass as they are', () => {
    expect(webAddressOf(' example.com/tickets ')).toBe('https://example.com/tickets')
    expect(webAddressOf('http://example.org')).toBe('http://example.org/')
    expect(webAddressOf('mailto:help@example.com')).toBe('mailto:help@example.com')
  })

  it('refuses what a message cannot link to: spaces, other schemes, hosts without a dot', () => {
    expect(webAddressOf('')).toBeNull()
    expect(webAddressOf('two words.com')).toBeNull()
    expect(webAddressOf('javascript:alert(1)')).toBeNull()
    expect(webAddressOf('ftp://example.com')).toBeNull()
    expect(webAddressOf('localhost')).toBeNull()
  })
})
