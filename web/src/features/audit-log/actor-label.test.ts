import { describe, expect, it } from 'vitest'
import { actorLabel } from './actor-label'
import { AUDIT_EVENT_TYPES } from './audit-event-types'

describe('actorLabel', () => {
  it('names who acted: a person, an API token, a guest by their link, the system', () => {
    expect(actorLabel({ type: 'user', name: ' Ana ', impersonator: null } as never)).toEqual({ name: 'Ana', kind: null })
    expect(actorLabel({ type: 'api_token', name: null } as never)).toEqual({ name: 'An API token', kind: 'API token' })
    expect(actorLabel({ type: 'guest_link', name: 'Bo' } as never)).toEqual({ name: 'Bo', kind: 'Guest link' })
    expect(actorLabel({ type: 'system', name: 'worker-3' } as never)).toEqual({ name: 'System', kind: null })
    expect(actorLabel({ type: 'user', name: '', impersonator: null } as never).name).toBe('Someone')
  })

  it('an administrator acting as someone is said', () => {
    expect(actorLabel({ type: 'user', name: 'Ana', impersonator: { name: 'Root' } } as never).kind).toBe('by Root (logged in as them)')
  })
})

describe('AUDIT_EVENT_TYPES', () => {
  it('offers every type once, with a title in words and a group', () => {
    expect(new Set(AUDIT_EVENT_TYPES.map((t) => t.value)).size).toBe(AUDIT_EVENT_TYPES.length)
    for (const option of AUDIT_EVENT_TYPES) {
      expect(option.label).not.toBe(option.value)
      expect(option.group).toBeTruthy()
    }
    expect(AUDIT_EVENT_TYPES.some((t) => t.group === 'Guests')).toBe(true)
  })
})
