import { describe, expect, it } from 'vitest'
import { useAbility } from './use-ability'

// The dashboard offers an action only when a reply said it is allowed (issue 30 §1): everything else fails closed.
describe('useAbility', () => {
  const editor = { abilities: { update: true, check_in: true } }
  const viewer = { abilities: { update: false, check_in: false } }

  it('allows what the reply says is allowed', () => {
    expect(useAbility(editor, 'update')).toBe(true)
    expect(useAbility(editor, 'check_in')).toBe(true)
  })

  it('refuses what the reply says is not allowed', () => {
    expect(useAbility(viewer, 'update')).toBe(false)
  })

  it('refuses while nothing is loaded, and when a reply carries no abilities', () => {
    expect(useAbility<'update'>(undefined, 'update')).toBe(false)
    expect(useAbility<'update'>(null, 'update')).toBe(false)
    expect(useAbility<'update'>({}, 'update')).toBe(false)
  })

  it('refuses an action the reply does not name', () => {
    const older: { abilities: Partial<Record<'update' | 'check_in', boolean>> } = { abilities: { update: true } }
    expect(useAbility(older, 'check_in')).toBe(false)
  })
})
