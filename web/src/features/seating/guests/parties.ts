import type { Attendee } from '@/api/attendees'

// How the sidebar groups unseated guests into parties (design doc: "Party = a
// guest and their plus-ones"; issue 19: "plus-ones and a host group stay
// together"). A party is what one drag seats, in one assign request.

export type PartyMember = Pick<Attendee, 'id' | 'full_name' | 'parent_attendee_id' | 'host_group_id' | 'tag_objects'> & {
  host_group_name?: string | null
}

/** A guest with the plus-ones of theirs that are still unseated; a plus-one whose guest already sits is a party of one. */
export type GuestParty = { key: string; lead: PartyMember; members: PartyMember[] }

/** A host group's unseated guests, each with their plus-ones. */
export type GroupEntry = { kind: 'group'; key: string; groupId: string; name: string; parties: GuestParty[]; members: PartyMember[] }
export type GuestEntry = { kind: 'guest'; key: string; party: GuestParty; members: PartyMember[] }
export type SidebarEntry = GroupEntry | GuestEntry

/** Splits the unseated guests into parties: a lead first, then their plus-ones in list order. */
export function guestParties(guests: readonly PartyMember[]): GuestParty[] {
  const present = new Set(guests.map((guest) => guest.id))
  const parties = new Map<string, GuestParty>()
  const leadOf = (guest: PartyMember) => (guest.parent_attendee_id && present.has(guest.parent_attendee_id) ? guest.parent_attendee_id : guest.id)
  for (const guest of guests) {
    if (leadOf(guest) === guest.id) parties.set(guest.id, { key: guest.id, lead: guest, members: [guest] })
  }
  for (const guest of guests) {
    const lead = leadOf(guest)
    if (lead !== guest.id) parties.get(lead)?.members.push(guest)
  }
  return [...parties.values()]
}

/** Parties of a host group come together under the group (its guest, or the guest who brings them, belongs to it). */
export function sidebarEntries(guests: readonly PartyMember[]): SidebarEntry[] {
  const entries: SidebarEntry[] = []
  const groups = new Map<string, GroupEntry>()
  for (const party of guestParties(guests)) {
    const groupId = party.lead.host_group_id
    if (!groupId) {
      entries.push({ kind: 'guest', key: party.key, party, members: party.members })
      continue
    }
    let group = groups.get(groupId)
    if (!group) {
      group = { kind: 'group', key: `group-${groupId}`, groupId, name: party.lead.host_group_name ?? 'Host group', parties: [], members: [] }
      groups.set(groupId, group)
      entries.push(group)
    }
    group.parties.push(party)
    group.members.push(...party.members)
  }
  return entries
}

export type PartyFilter = { search: string; tagId: string; groupId: string }

/** An entry stays whole when one of its guests matches: the organiser sees the party they would seat. */
export function filterEntries(entries: readonly SidebarEntry[], filter: PartyFilter): SidebarEntry[] {
  const search = filter.search.trim().toLowerCase()
  const matches = (member: PartyMember) =>
    (!search || member.full_name.toLowerCase().includes(search)) && (!filter.tagId || member.tag_objects.some((tag) => tag.id === filter.tagId))
  return entries.filter((entry) => {
    if (filter.groupId && (entry.kind !== 'group' || entry.groupId !== filter.groupId)) return false
    return entry.members.some(matches)
  })
}
