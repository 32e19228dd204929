import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules'
import type { FieldErrors } from '@usher/domain/validation/errors'
import type { MemberInput } from '@/api/attendees'

export type MemberDraft = {
  key: number
  first_name: string
  last_name: string
  email: string
  phone_number: string
  parent_attendee_id: string
}

let nextKey = 1

export function emptyMember(): MemberDraft {
  return { key: nextKey++, first_name: '', last_name: '', email: '', phone_number: '', parent_attendee_id: '' }
}

/** The shared contact rules, keyed as the server keys them: members.{index}.{field}. */
export function validateMembers(members: MemberDraft[]): FieldErrors {
  return members.reduce<FieldErrors>(
    (errors, member, index) => ({ ...errors, ...validateAttendeeContact(member, { partial: false, prefix: `members.${index}.` }) }),
    {},
  )
}

export function toMemberInput(member: MemberDraft): MemberInput {
  const input: MemberInput = { first_name: member.first_name.trim(), last_name: member.last_name.trim() }
  if (member.email.trim()) input.email = member.email.trim()
  if (member.phone_number.trim()) input.phone_number = member.phone_number.trim()
  if (member.parent_attendee_id) input.parent_attendee_id = member.parent_attendee_id
  return input
}
