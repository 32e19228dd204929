import type { AlertAudience } from '@/api/communications'

/** The ways to choose who gets a communication (one at a time). */
export type AudienceKind = 'all' | 'filter' | 'tab' | 'tags' | 'group' | 'guests'

export const AUDIENCE_KINDS: { value: AudienceKind; label: string }[] = [
  { value: 'all', label: 'All guests' },
  { value: 'filter', label: 'A guest-list filter' },
  { value: 'tab', label: 'A saved tab' },
  { value: 'tags', label: 'Guests with tags' },
  { value: 'group', label: 'A host group' },
  { value: 'guests', label: 'Guests I pick' },
]

export const EVERYONE: AlertAudience = { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null }

/** Which way a saved audience was chosen. */
export function audienceKindOf(audience: AlertAudience): AudienceKind {
  if (audience.attendee_ids !== null) return 'guests'
  if (audience.host_group_id) return 'group'
  if (audience.tab_id) return 'tab'
  if (audience.tag_ids.length > 0 || audience.except_tag_ids.length > 0) return 'tags'
  if (audience.filters.length > 0) return 'filter'
  return 'all'
}

/** The audience of a kind, keeping what was picked for it (switching away and back loses nothing on screen). */
export function audienceOfKind(kind: AudienceKind, picks: AlertAudience): AlertAudience {
  switch (kind) {
    case 'all':
      return EVERYONE
    case 'filter':
      return { ...EVERYONE, filters: picks.filters }
    case 'tab':
      return { ...EVERYONE, tab_id: picks.tab_id }
    case 'tags':
      return { ...EVERYONE, tag_ids: picks.tag_ids, except_tag_ids: picks.except_tag_ids }
    case 'group':
      return { ...EVERYONE, host_group_id: picks.host_group_id }
    case 'guests':
      return { ...EVERYONE, attendee_ids: picks.attendee_ids ?? [] }
  }
}
