import { describe, expect, it } from 'vitest'
import { defaultDefaultFields } from '@usher/domain/fields/default-fields'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { emptyMember, toMemberInput, validateMembers, type MemberDraft } from './member-draft'

// The add-guests dialog's rows: checked with the shared rules under the keys the server answers
// with (members.{index}.{field}), and sent trimmed with blanks left out.

const DIET: CustomField = {
  id: '44444444-4444-4444-8444-444444444444',
  label: 'Diet',
  type: 'single_choice',
  options: ['Vegan', 'None'],
  is_required: true,
  ordering: 1,
}

const member = (patch: Partial<MemberDraft>): MemberDraft => ({ ...emptyMember(), ...patch })

describe('emptyMember', () => {
  it('gives each row a key of its own, so React keeps a row’s inputs when another is removed', () => {
    const keys = [emptyMember(), emptyMember(), emptyMember()].map((row) => row.key)
    expect(new Set(keys).size).toBe(3)
  })
})

describe('validateMembers', () => {
  it('keys each row’s messages by its place, as the server’s 422 does', () => {
    const errors = validateMembers([member({ first_name: 'Ana' }), member({ first_name: '', email: 'not-an-address' })])
    expect(Object.keys(errors).sort()).toEqual(['members.1.email', 'members.1.first_name'])
  })

  it('asks for what the event requires: a built-in field made required and a required custom field', () => {
    const rules = { custom_fields: [DIET], default_fields: { ...defaultDefaultFields(), email: { is_visible: true, is_required: true } } }
    const errors = validateMembers([member({ first_name: 'Ana' })], rules)
    expect(Object.keys(errors).sort()).toEqual([`members.0.custom_fields.${DIET.id}`, 'members.0.email'])
    expect(validateMembers([member({ first_name: 'Ana', email: 'ana@example.com', custom_fields: { [DIET.id]: 'Vegan' } })], rules)).toEqual({})
  })

  it('finds nothing wrong with rows that only name the guest', () => {
    expect(validateMembers([member({ first_name: 'Ana' }), member({ first_name: 'Ben', last_name: 'Ode' })])).toEqual({})
  })
})

describe('toMemberInput', () => {
  it('sends trimmed values and leaves blank ones out', () => {
    expect(toMemberInput(member({ first_name: '  Ana ', last_name: ' Lima ', email: ' ', phone_number: '', reference: '  ' }))).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
    })
  })

  it('sends the contact, reference, plus-one’s guest and the custom fields that hold something', () => {
    const input = toMemberInput(
      member({
        first_name: 'Ana',
        email: ' ana@example.com ',
        phone_number: ' +44 20 7946 0000 ',
        reference: ' A-17 ',
        parent_attendee_id: '55555555-5555-4555-8555-555555555555',
        custom_fields: { [DIET.id]: 'Vegan', other: '', ticked: false, many: [] },
      }),
    )
    expect(input).toEqual({
      first_name: 'Ana',
      last_name: '',
      email: 'ana@example.com',
      phone_number: '+44 20 7946 0000',
      reference: 'A-17',
      parent_attendee_id: '55555555-5555-4555-8555-555555555555',
      custom_fields: { [DIET.id]: 'Vegan' },
    })
  })
})
