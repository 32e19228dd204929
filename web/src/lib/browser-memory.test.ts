// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie } from './cookies'
import { forgetSignedIn, mayBeSignedIn } from './signed-in-hint'
import { rememberedInstance, rememberInstance } from './remembered-instance'
import { getSocketId, setSocketId } from './socket-id'

// What the browser keeps between pages: the signed-in hint cookie, the instance's look, this tab's socket id.

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('cookies and the signed-in hint', () => {
  it('reads a cookie by name, decoded; an absent one is null', () => {
    document.cookie = 'other=1; Path=/'
    document.cookie = `sample=${encodeURIComponent('yes please')}; Path=/`
    expect(readCookie('sample')).toBe('yes please')
    expect(readCookie('missing')).toBeNull()
  })

  it('the hint says a session may exist until the server says it is gone', () => {
    expect(mayBeSignedIn()).toBe(false)
    document.cookie = 'usher_signed_in=1; Path=/'
    expect(mayBeSignedIn()).toBe(true)
    // happy-dom keeps an expired cookie with an empty value, so what is written is checked: the hint expired site-wide.
    const written = vi.spyOn(document, 'cookie', 'set')
    forgetSignedIn()
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^usher_signed_in=; Max-Age=0; Path=\//))
  })
})

describe('the remembered instance', () => {
  it('is read back as it was kept; a damaged entry is ignored', () => {
    expect(rememberedInstance()).toBeUndefined()
    const instance = { name: 'Gala House', logo_url: null } as never
    rememberInstance(instance)
    expect(rememberedInstance()).toEqual(instance)
    localStorage.setItem('usher.instance', '{broken')
    expect(rememberedInstance()).toBeUndefined()
  })
})

describe('the socket id', () => {
  it('holds the id the server gave this tab until it is cleared', () => {
    setSocketId('sock-1')
    expect(getSocketId()).toBe('sock-1')
    setSocketId(null)
    expect(getSocketId()).toBeNull()
  })
})
