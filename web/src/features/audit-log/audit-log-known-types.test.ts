import { describe, expect, it } from 'vitest'
import { EVENT_TITLES } from '@usher/events/event-titles'
import { withKnownTypes } from './audit-log-known-types'

describe('withKnownTypes', () => {
  const known = Object.keys(EVENT_TITLES).slice(0, 2)

  it('keeps the types events can have and drops the rest, or the whole filter when none is left', () => {
    expect(withKnownTypes({ types: `${known[0]},NoSuchThing,${known[1]}`, actor: 'u1' } as never)).toEqual({ types: known.join(','), actor: 'u1' })
    expect(withKnownTypes({ types: 'NoSuchThing', actor: 'u1' } as never)).toEqual({ actor: 'u1' })
    const none = { actor: 'u1' } as never
    expect(withKnownTypes(none)).toBe(none)
  })
})
