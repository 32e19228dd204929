import { describe, expect, it } from 'vitest'
import { filterEntries, guestParties, sidebarEntries, type PartyMember } from './parties'

// How the seating sidebar groups unseated guests: a guest with their plus-ones, and host groups together.

const guest = (id: string, extra: Partial<PartyMember> = {}): PartyMember => ({
  id,
  full_name: id,
  parent_attendee_id: null,
  host_group_id: null,
  tag_objects: [],
  ...extra,
})

describe('guestParties', () => {
  it('puts each plus-one after the guest who brings them, in list order', () => {
    const parties = guestParties([guest('Ana'), guest('Ana+1', { parent_attendee_id: 'Ana' }), guest('Bob'), guest('Ana+2', { parent_attendee_id: 'Ana' })])
    expect(parties.map((party) => [party.lead.id, party.members.map((m) => m.id)])).toEqual([
      ['Ana', ['Ana', 'Ana+1', 'Ana+2']],
      ['Bob', ['Bob']],
    ])
  })

  it('a plus-one whose guest already sits is a party of one', () => {
    const parties = guestParties([guest('Ana+1', { parent_attendee_id: 'Ana' })])
    expect(parties).toEqual([{ key: 'Ana+1', lead: guest('Ana+1', { parent_attendee_id: 'Ana' }), members: [guest('Ana+1', { parent_attendee_id: 'Ana' })] }])
  })
})

describe('sidebarEntries', () => {
  it('gathers a host group’s parties under the group, named, in the order they first appear', () => {
    const entries = sidebarEntries([
      guest('Ana', { host_group_id: 'g1', host_group_name: 'Sponsors' }),
      guest('Bob'),
      guest('Cy', { host_group_id: 'g1', host_group_name: 'Sponsors' }),
      guest('Cy+1', { parent_attendee_id: 'Cy' }),
      guest('Di', { host_group_id: 'g2' }),
    ])
    expect(entries.map((entry) => entry.key)).toEqual(['group-g1', 'Bob', 'group-g2'])
    const sponsors = entries[0]!
    expect(sponsors).toMatchObject({ kind: 'group', name: 'Sponsors' })
    expect(sponsors.members.map((m) => m.id)).toEqual(['Ana', 'Cy', 'Cy+1'])
    expect(entries[2]).toMatchObject({ kind: 'group', name: 'Host group' })
  })
})

describe('filterEntries', () => {
  const red = { id: 'red', name: 'Red', color: '#f00' }
  const entries = sidebarEntries([
    guest('Ana'),
    guest('Ana+1', { parent_attendee_id: 'Ana', full_name: 'Zoe Plus', tag_objects: [red] as PartyMember['tag_objects'] }),
    guest('Bob', { host_group_id: 'g1' }),
  ])

  it('keeps a party whole when one of its guests matches the search, ignoring case and spaces', () => {
    const kept = filterEntries(entries, { search: '  zoe ', tagId: '', groupId: '' })
    expect(kept.map((entry) => entry.members.map((m) => m.id))).toEqual([['Ana', 'Ana+1']])
  })

  it('filters by tag and by host group', () => {
    expect(filterEntries(entries, { search: '', tagId: 'red', groupId: '' }).map((e) => e.key)).toEqual(['Ana'])
    expect(filterEntries(entries, { search: '', tagId: '', groupId: 'g1' }).map((e) => e.key)).toEqual(['group-g1'])
    expect(filterEntries(entries, { search: 'ana', tagId: '', groupId: 'g1' })).toEqual([])
  })

  it('keeps everything with no filter', () => {
    expect(filterEntries(entries, { search: '', tagId: '', groupId: '' })).toHaveLength(entries.length)
  })
})
