import { buildHostAccessDeadline } from '@usher/domain/host-groups/host-group-rules'
import type { ExperienceType, GroupGuest, GroupSave, GroupSettings, HostGroup } from '@/api/host-groups'

// The group form's state (spec section 4): it tracks unsaved changes and resets
// when closed; hosts and guests marked for removal stay in the lists until
// save; pro forces floor-plan viewing off, and so does an event without seating.

export type HostDraft = {
  key: string
  attendee_id: string | null
  first_name: string
  last_name: string
  email: string
  attending_with_group: boolean
  removed: boolean
}
export type GuestDraft = { key: string; id: string | null; first_name: string; last_name: string; email: string; is_real_ticket: boolean; removed: boolean }

export type GroupFieldsDraft = {
  name: string
  total_tickets: string
  host_group_tag_id: string
  /** The deadline's two inputs; built as 'date time:00', empty if either is missing (spec section 5). */
  host_access_till_date: string
  host_access_till_time: string
  experience_type: ExperienceType
  is_active: boolean
  is_sending_tickets_enabled: boolean
  is_email_required: boolean
  is_seating_hidden: boolean
  is_view_floorplan_enabled: boolean
  /** The journey the group's guests follow; '' for none (the event's default). */
  journey_id: string
}

export type GroupDraft = { fields: GroupFieldsDraft; hosts: HostDraft[]; guests: GuestDraft[] }

let keys = 0
const newKey = () => `new-${++keys}`

function withFloorplanRule(fields: GroupFieldsDraft, seatingEnabled: boolean): GroupFieldsDraft {
  return fields.experience_type === 'pro' || !seatingEnabled ? { ...fields, is_view_floorplan_enabled: false } : fields
}

function deadlineParts(value: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' }
  const [date = '', time = ''] = value.split(' ')
  return { date, time: time.slice(0, 5) }
}

/** The form's starting point: the group as saved, or a new group with the event's defaults. */
export function initialDraft(group: HostGroup | null, guests: GroupGuest[], defaults: GroupSettings, seatingEnabled: boolean): GroupDraft {
  const source = group ?? { ...defaults, name: '', total_tickets: 0, host_group_tag_id: null, is_active: true }
  const deadline = deadlineParts(source.host_access_till)
  return {
    fields: withFloorplanRule(
      {
        name: source.name,
        total_tickets: String(source.total_tickets),
        host_group_tag_id: source.host_group_tag_id ?? '',
        host_access_till_date: deadline.date,
        host_access_till_time: deadline.time,
        experience_type: source.experience_type,
        is_active: source.is_active,
        is_sending_tickets_enabled: source.is_sending_tickets_enabled,
        is_email_required: source.is_email_required,
        is_seating_hidden: source.is_seating_hidden,
        is_view_floorplan_enabled: source.is_view_floorplan_enabled,
        journey_id: group?.journey_id ?? '',
      },
      seatingEnabled,
    ),
    hosts: (group?.hosts ?? []).map((host) => ({
      key: host.attendee_id,
      attendee_id: host.attendee_id,
      first_name: host.first_name,
      last_name: host.last_name,
      email: host.email ?? '',
      attending_with_group: host.attending_with_group,
      removed: false,
    })),
    guests: guests.map((guest) => ({
      key: guest.id,
      id: guest.id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      email: guest.email ?? '',
      is_real_ticket: guest.is_real_ticket,
      removed: false,
    })),
  }
}

export function isModified(initial: GroupDraft, current: GroupDraft): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current)
}

export function setField<K extends keyof GroupFieldsDraft>(draft: GroupDraft, key: K, value: GroupFieldsDraft[K], seatingEnabled: boolean): GroupDraft {
  return { ...draft, fields: withFloorplanRule({ ...draft.fields, [key]: value }, seatingEnabled) }
}

export const addHost = (draft: GroupDraft): GroupDraft => ({
  ...draft,
  hosts: [...draft.hosts, { key: newKey(), attendee_id: null, first_name: '', last_name: '', email: '', attending_with_group: false, removed: false }],
})
export const addGuest = (draft: GroupDraft): GroupDraft => ({
  ...draft,
  guests: [...draft.guests, { key: newKey(), id: null, first_name: '', last_name: '', email: '', is_real_ticket: true, removed: false }],
})

export function changeHost(draft: GroupDraft, key: string, patch: Partial<HostDraft>): GroupDraft {
  return { ...draft, hosts: draft.hosts.map((host) => (host.key === key ? { ...host, ...patch } : host)) }
}
export function changeGuest(draft: GroupDraft, key: string, patch: Partial<GuestDraft>): GroupDraft {
  return { ...draft, guests: draft.guests.map((guest) => (guest.key === key ? { ...guest, ...patch } : guest)) }
}

/** Marks a row for removal (kept in the list until save), or takes it back; a row never saved just goes. */
export function toggleHostRemoval(draft: GroupDraft, key: string): GroupDraft {
  const host = draft.hosts.find((candidate) => candidate.key === key)
  if (host && !host.attendee_id) return { ...draft, hosts: draft.hosts.filter((candidate) => candidate.key !== key) }
  return changeHost(draft, key, { removed: !host?.removed })
}
export function toggleGuestRemoval(draft: GroupDraft, key: string): GroupDraft {
  const guest = draft.guests.find((candidate) => candidate.key === key)
  if (guest && !guest.id) return { ...draft, guests: draft.guests.filter((candidate) => candidate.key !== key) }
  return changeGuest(draft, key, { removed: !guest?.removed })
}

const contact = (row: { first_name: string; last_name: string; email: string }) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email.trim() || null,
})
const changed = <T extends { key: string }>(initial: T[], row: T) =>
  JSON.stringify(initial.find((candidate) => candidate.key === row.key)) !== JSON.stringify(row)

/** What the save sends: the fields, and hosts and guests as created, updated and deleted collections. */
export function toSave(initial: GroupDraft, draft: GroupDraft): GroupSave {
  const { host_access_till_date, host_access_till_time, host_group_tag_id, total_tickets, journey_id, ...flags } = draft.fields
  const live = <T extends { removed: boolean }>(rows: T[]) => rows.filter((row) => !row.removed)
  return {
    ...flags,
    // Sent only when changed: otherwise the tickets follow the guests added and removed.
    ...(total_tickets !== initial.fields.total_tickets ? { total_tickets: total_tickets.trim() === '' ? 0 : total_tickets } : {}),
    host_group_tag_id: host_group_tag_id || null,
    journey_id: journey_id || null,
    host_access_till: buildHostAccessDeadline(host_access_till_date, host_access_till_time),
    hosts: {
      created: live(draft.hosts)
        .filter((host) => !host.attendee_id)
        .map((host) => ({ ...contact(host), attending_with_group: host.attending_with_group })),
      updated: live(draft.hosts)
        .filter((host) => host.attendee_id && changed(initial.hosts, host))
        .map((host) => ({ attendee_id: host.attendee_id!, ...contact(host), attending_with_group: host.attending_with_group })),
      deleted: draft.hosts.filter((host) => host.removed && host.attendee_id).map((host) => host.attendee_id!),
    },
    guests: {
      created: live(draft.guests)
        .filter((guest) => !guest.id)
        .map(contact),
      updated: live(draft.guests)
        .filter((guest) => guest.id && changed(initial.guests, guest))
        .map((guest) => ({ id: guest.id!, ...contact(guest) })),
      deleted: draft.guests.filter((guest) => guest.removed && guest.id).map((guest) => guest.id!),
    },
  }
}
