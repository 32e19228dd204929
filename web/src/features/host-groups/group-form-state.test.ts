import { describe, expect, it } from 'vitest'
import type { GroupGuest, GroupSettings, HostGroup } from '@/api/host-groups'
import {
  addGuest,
  addHost,
  changeGuest,
  changeHost,
  initialDraft,
  isModified,
  setField,
  toggleGuestRemoval,
  toggleHostRemoval,
  toSave,
} from './group-form-state'

// The host group form's state: unsaved changes, removals kept until save, the floor-plan rule, and what a save sends.

const defaults = {
  experience_type: 'basic',
  host_access_till: null,
  is_sending_tickets_enabled: true,
  is_email_required: false,
  is_seating_hidden: false,
  is_view_floorplan_enabled: true,
} as unknown as GroupSettings

const group = {
  ...defaults,
  id: 'g1',
  name: 'Sponsors',
  total_tickets: 4,
  host_group_tag_id: 'tag-1',
  is_active: true,
  journey_id: null,
  host_access_till: '2030-05-01 18:30:00',
  hosts: [{ attendee_id: 'h1', first_name: 'Hana', last_name: 'Host', email: 'hana@x.org', attending_with_group: true }],
} as unknown as HostGroup
const guests = [{ id: 'a1', first_name: 'Ana', last_name: 'A', email: null, is_real_ticket: true }] as unknown as GroupGuest[]

describe('the host group form', () => {
  it('starts from the saved group, its deadline split into date and time', () => {
    const draft = initialDraft(group, guests, defaults, true)
    expect(draft.fields).toMatchObject({
      name: 'Sponsors',
      total_tickets: '4',
      host_access_till_date: '2030-05-01',
      host_access_till_time: '18:30',
      host_group_tag_id: 'tag-1',
      journey_id: '',
    })
    expect(draft.hosts.map((host) => host.key)).toEqual(['h1'])
    expect(draft.guests[0]).toMatchObject({ id: 'a1', email: '' })
  })

  it('a new group starts from the event’s defaults', () => {
    expect(initialDraft(null, [], defaults, true).fields).toMatchObject({ name: '', total_tickets: '0', is_active: true, is_view_floorplan_enabled: true })
  })

  it('pro groups, and events without seating, never show the floor plan', () => {
    const draft = initialDraft(group, guests, defaults, true)
    expect(setField(draft, 'experience_type', 'pro', true).fields.is_view_floorplan_enabled).toBe(false)
    expect(initialDraft(group, guests, defaults, false).fields.is_view_floorplan_enabled).toBe(false)
  })

  it('knows when something changed', () => {
    const draft = initialDraft(group, guests, defaults, true)
    expect(isModified(draft, draft)).toBe(false)
    expect(isModified(draft, setField(draft, 'name', 'Partners', true))).toBe(true)
  })

  it('a saved row marked for removal stays listed until save and can be taken back; a new row just goes', () => {
    const draft = initialDraft(group, guests, defaults, true)
    const marked = toggleGuestRemoval(draft, 'a1')
    expect(marked.guests[0]!.removed).toBe(true)
    expect(toggleGuestRemoval(marked, 'a1').guests[0]!.removed).toBe(false)
    const added = addHost(draft)
    const newKey = added.hosts[1]!.key
    expect(toggleHostRemoval(added, newKey).hosts).toHaveLength(1)
  })

  it('a save sends created, updated and deleted hosts and guests, and only what changed', () => {
    const initial = initialDraft(group, guests, defaults, true)
    let draft = addGuest(initial)
    draft = changeGuest(draft, draft.guests[1]!.key, { first_name: 'Bob', last_name: 'B', email: ' bob@x.org ' })
    draft = changeHost(draft, 'h1', { last_name: 'Renamed' })
    draft = toggleGuestRemoval(draft, 'a1')
    const save = toSave(initial, draft)
    expect(save.guests).toEqual({ created: [{ first_name: 'Bob', last_name: 'B', email: 'bob@x.org' }], updated: [], deleted: ['a1'] })
    expect(save.hosts).toEqual({
      created: [],
      updated: [{ attendee_id: 'h1', first_name: 'Hana', last_name: 'Renamed', email: 'hana@x.org', attending_with_group: true }],
      deleted: [],
    })
    expect(save).not.toHaveProperty('total_tickets')
    expect(save).toMatchObject({ host_group_tag_id: 'tag-1', journey_id: null, name: 'Sponsors' })
  })

  it('sends the ticket count only when it changed, an empty one as none', () => {
    const initial = initialDraft(group, guests, defaults, true)
    expect(toSave(initial, setField(initial, 'total_tickets', ' ', true))).toMatchObject({ total_tickets: 0 })
    expect(toSave(initial, setField(initial, 'total_tickets', '9', true))).toMatchObject({ total_tickets: '9' })
  })
})
