import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guestIdOfPassToken } from './pass-token'

// The scanner reads the guest id out of a pass token without the server (offline door).

function tokenOf(uuid: string, prefix = 'P1', generation = ''): string {
  const bytes = uuid
    .replaceAll('-', '')
    .match(/../g)!
    .map((pair) => String.fromCharCode(parseInt(pair, 16)))
  const id = btoa(bytes.join('')).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_')
  return `${prefix}${id}${generation}${'s'.repeat(22)}`
}

describe('guestIdOfPassToken', () => {
  it('reads back the guest id of any pass, first issued or reissued after a transfer', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(guestIdOfPassToken(tokenOf(uuid))).toBe(uuid)
        expect(guestIdOfPassToken(`  ${tokenOf(uuid, 'P2', 'AAAB')}\n`)).toBe(uuid)
      }),
    )
  })

  it('is null for anything that is not a pass token', () => {
    const good = tokenOf('0b7c6b2e-3c1a-4a51-9a55-8f0d3f0e9a11')
    expect(guestIdOfPassToken('')).toBeNull()
    expect(guestIdOfPassToken('https://example.org/p/abc')).toBeNull()
    expect(guestIdOfPassToken(`X${good.slice(1)}`)).toBeNull()
    expect(guestIdOfPassToken(good.slice(0, -1))).toBeNull()
    expect(guestIdOfPassToken(`${good.slice(0, 10)}!${good.slice(11)}`)).toBeNull()
    expect(guestIdOfPassToken(`P2${good.slice(2)}`)).toBeNull()
  })
})
