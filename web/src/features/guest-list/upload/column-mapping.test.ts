import { describe, expect, it } from 'vitest'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { DONT_IMPORT, FIELD_OPTIONS, NEEDS_NAME_MESSAGE, normaliseMapping, previewGuest, sampleValues, splitFullName, validateMapping } from './column-mapping'

// The upload's column mapping: what the organiser must fix before importing, and how a row would import.

const map = (...fields: string[]) => fields as GuestFieldKey[]

describe('validateMapping', () => {
  it('asks for a name column', () => {
    expect(validateMapping(map('email', DONT_IMPORT)).messages).toEqual([NEEDS_NAME_MESSAGE])
    expect(validateMapping(map('full_name', 'email')).messages).toEqual([])
    expect(validateMapping(map('first_name', 'last_name')).messages).toEqual([])
  })

  it('refuses one field for two columns and marks both, except fields that take several columns', () => {
    const problems = validateMapping(map('first_name', 'reference', 'reference', 'email', 'email', 'tags', 'tags'))
    expect(problems.messages).toEqual(['Reference is chosen for 2 columns. Choose it for one column only.'])
    expect([...problems.columns]).toEqual([1, 2])
  })

  it('skipping a column is never a problem', () => {
    expect(validateMapping(map('first_name', DONT_IMPORT, DONT_IMPORT)).messages).toEqual([])
  })
})

describe('normaliseMapping', () => {
  it('a column nobody decided about is not imported', () => {
    expect(normaliseMapping({ 0: 'first_name', 2: 'email' } as never, 4)).toEqual(['first_name', DONT_IMPORT, 'email', DONT_IMPORT])
  })
})

describe('the field select', () => {
  it('lists every field once and skipping last', () => {
    const values = FIELD_OPTIONS.map((option) => option.value)
    expect(new Set(values).size).toBe(values.length)
    expect(values.at(-1)).toBe(DONT_IMPORT)
  })
})

describe('sampleValues', () => {
  it('takes distinct non-blank values of a column, up to the count', () => {
    const rows = [['Ana'], [' '], ['Ana'], ['Bob'], ['Cy'], ['Di']]
    expect(sampleValues(rows, 0)).toEqual(['Ana', 'Bob', 'Cy'])
    expect(sampleValues(rows, 3)).toEqual([])
  })
})

describe('previewGuest', () => {
  it('splits a full name: the first word, then the rest', () => {
    expect(splitFullName('  Mary Ann   Smith ')).toEqual({ first_name: 'Mary', last_name: 'Ann Smith' })
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' })
  })

  it('the first column with a value wins; a full name fills in only when both name columns are empty', () => {
    const mapping = map('email', 'email', 'full_name', 'first_name', 'last_name', 'tags')
    expect(previewGuest(['', 'b@x.org', 'Mary Ann Smith', '', '', 'vip'], mapping)).toEqual({
      first_name: 'Mary',
      last_name: 'Ann Smith',
      email: 'b@x.org',
      phone_number: '',
    })
    expect(previewGuest(['a@x.org', 'b@x.org', 'Mary Ann Smith', 'Ann', '', 'vip'], mapping)).toEqual({
      first_name: 'Ann',
      last_name: '',
      email: 'a@x.org',
      phone_number: '',
    })
  })
})
