import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { guestFormErrors, type GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields'
import { valuesToAdd, type CustomFieldDraft } from '../custom-fields/custom-field-draft'
import type { MemberInput } from '@/api/attendees'

export type MemberDraft = {
  key: number
  first_name: string
  last_name: string
  email: string
  phone_number: string
  /** The order or attendee number from where the guest came. */
  reference: string
  /** The guest's own language code; '' follows the event's. */
  language: string
  parent_attendee_id: string
  /** Custom-field values by field id (guest-fields/custom-field-draft.ts). */
  custom_fields: CustomFieldDraft
}

let nextKey = 1

export function emptyMember(): MemberDraft {
  return { key: nextKey++, first_name: '', last_name: '', email: '', phone_number: '', reference: '', language: '', parent_attendee_id: '', custom_fields: {} }
}

/** The shared contact rules, keyed as the server keys them: members.{index}.{field}. */
export function validateMembers(members: MemberDraft[], rules?: GuestFormRules): FieldErrors {
  return members.reduce<FieldErrors>((errors, member, index) => {
    const prefix = `members.${index}.`
    const formErrors = rules ? guestFormErrors({ ...member }, valuesToAdd(member.custom_fields), rules, { partial: false, prefix }) : {}
    return { ...errors, ...validateAttendeeContact(member, { partial: false, prefix }), ...formErrors }
  }, {})
}

export function toMemberInput(member: MemberDraft): MemberInput {
  const input: MemberInput = { first_name: member.first_name.trim(), last_name: member.last_name.trim() }
  if (member.email.trim()) input.email = member.email.trim()
  if (member.phone_number.trim()) input.phone_number = member.phone_number.trim()
  if (member.reference.trim()) input.reference = member.reference.trim()
  if (member.language) input.language = member.language
  if (member.parent_attendee_id) input.parent_attendee_id = member.parent_attendee_id
  const values = valuesToAdd(member.custom_fields)
  if (Object.keys(values).length > 0) input.custom_fields = values
  return input
}
