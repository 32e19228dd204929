import { describe, expect, it } from 'vitest'
import { describeActor, fieldLabel, valueText } from './guest-history-format'

// A guest's history in words: who changed what, never a route or an internal name.
describe("a guest's history in words", () => {
  it('names who acted, and someone when the name is unknown', () => {
    expect(describeActor({ type: 'system' } as never)).toBe('System')
    expect(describeActor({ type: 'api_token' } as never)).toBe('API token')
    expect(describeActor({ type: 'guest_link' } as never)).toBe('Guest link')
    expect(describeActor({ type: 'user', name: '  Ada Lovelace ' } as never)).toBe('Ada Lovelace')
    expect(describeActor({ type: 'user', name: '   ' } as never)).toBe('Someone')
    expect(describeActor(null)).toBe('Someone')
  })

  it('names fields as people read them', () => {
    expect(fieldLabel('phone_number')).toBe('Phone')
    expect(fieldLabel('first_name')).toBe('First name')
    expect(fieldLabel('dietary_needs')).toBe('Dietary needs')
  })

  it('writes values as text, and a cleared value as nothing', () => {
    expect(valueText(true)).toBe('Yes')
    expect(valueText(false)).toBe('No')
    expect(valueText(3)).toBe('3')
    expect(valueText('')).toBeNull()
    expect(valueText(null)).toBeNull()
    expect(valueText(['a', 'b'])).toBe('["a","b"]')
  })
})
