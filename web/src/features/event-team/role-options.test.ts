import { describe, expect, it } from 'vitest'
import { EVENT_ROLES } from '@usher/domain/access/event-roles'
import { DEFAULT_INVITE_ROLE, ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options'

describe('event roles on the team screen', () => {
  it('offers every role in the spec’s order, each explained, inviting as a viewer by default', () => {
    expect(ROLE_OPTIONS.map((o) => o.value)).toEqual([...EVENT_ROLES])
    for (const role of EVENT_ROLES) expect(ROLE_DESCRIPTIONS[role]).toMatch(/\.$/)
    expect(ROLE_OPTIONS.some((o) => o.value === DEFAULT_INVITE_ROLE)).toBe(true)
  })
})
