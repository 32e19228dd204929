import { describe, expect, it } from 'vitest'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { draftOf, draftValueOf, validateDraft, valuesChanged, valuesToAdd } from './custom-field-draft'

// A guest form's custom fields: what the inputs hold for each type, what a new guest is sent with,
// and what an edit sends (a cleared value as null, so the server forgets it).

const field = (id: string, type: CustomField['type'], patch: Partial<CustomField> = {}): CustomField => ({
  id,
  label: id,
  type,
  options: ['Red', 'Blue'],
  is_required: false,
  ordering: 0,
  ...patch,
})
const TEXT = field('text', 'text')
const NUMBER = field('number', 'number')
const MANY = field('many', 'multiple_choice')
const TICK = field('tick', 'checkbox')

describe('draftValueOf / draftOf', () => {
  it('gives each type the value its input holds', () => {
    expect(draftOf([TEXT, NUMBER, MANY, TICK], { text: 'Hi', number: 4, many: ['Red'], tick: true })).toEqual({
      text: 'Hi',
      number: '4',
      many: ['Red'],
      tick: true,
    })
  })

  it('an unset value is an empty input', () => {
    expect(draftOf([TEXT, NUMBER, MANY, TICK])).toEqual({ text: '', number: '', many: [], tick: false })
    expect(draftValueOf(MANY, 'Red')).toEqual([])
    expect(draftValueOf(TICK, 'yes')).toBe(false)
  })
})

describe('valuesToAdd', () => {
  it('leaves blanks out: empty text, an unticked box, no choice', () => {
    expect(valuesToAdd({ text: '', number: '7', many: [], tick: false, other: ['Blue'] })).toEqual({ number: '7', other: ['Blue'] })
  })
})

describe('valuesChanged', () => {
  const before = { text: 'Hi', number: 4, many: ['Red'], tick: true }

  it('sends only what the edit changed', () => {
    expect(valuesChanged([TEXT, NUMBER, MANY, TICK], before, { ...draftOf([TEXT, NUMBER, MANY, TICK], before), number: '5' })).toEqual({ number: '5' })
    expect(valuesChanged([TEXT, NUMBER, MANY, TICK], before, draftOf([TEXT, NUMBER, MANY, TICK], before))).toEqual({})
  })

  it('sends a cleared value as null, but an unticked box as false', () => {
    expect(valuesChanged([TEXT, MANY, TICK], before, { text: '', many: [], tick: false })).toEqual({ text: null, many: null, tick: false })
  })

  it('ignores a field the form did not show', () => {
    expect(valuesChanged([TEXT, NUMBER], before, { text: 'Hi' })).toEqual({})
  })
})

describe('validateDraft', () => {
  it('checks with the shared rules, keyed as the server keys them', () => {
    const required = field('must', 'text', { is_required: true })
    expect(Object.keys(validateDraft([required, NUMBER], { must: '', number: 'four' }, 'members.0.')).sort()).toEqual([
      'members.0.custom_fields.must',
      'members.0.custom_fields.number',
    ])
    expect(validateDraft([required, NUMBER], { must: 'ok', number: '4' })).toEqual({})
  })
})
