import type { LucideIcon } from 'lucide-react'
import { ClipboardList, Hammer, ScanLine, Settings, Share2, UserRound, Users, UsersRound } from 'lucide-react'
import type { UsherEvent } from '@/api/events'

/** Where the overview's links lead; each needs one of the event's permissions. */
export type EventAreaPath =
  | '/events/$uuid/guest-management'
  | '/events/$uuid/guest-management/groups'
  | '/events/$uuid/guest-management/hosts'
  | '/events/$uuid/event-builder'
  | '/events/$uuid/share'
  | '/events/$uuid/audit'
  | '/events/$uuid/scanner'
  | '/events/$uuid/settings/general'

export interface EventArea {
  title: string
  description: string
  to: EventAreaPath
  icon: LucideIcon
  needs: 'view' | 'edit' | 'check_in'
}

// One entry per area of the event (spec section 2): the links are data, so a role sees exactly
// the areas its permissions open, and a new area is one line here.
const AREAS: EventArea[] = [
  { title: 'Guest Management', description: 'The guest list: add, invite, tag, approve', to: '/events/$uuid/guest-management', icon: Users, needs: 'view' },
  { title: 'Groups', description: 'Host groups and their tickets', to: '/events/$uuid/guest-management/groups', icon: UsersRound, needs: 'view' },
  { title: 'Hosts', description: 'The people who bring guests', to: '/events/$uuid/guest-management/hosts', icon: UserRound, needs: 'view' },
  { title: 'Event Builder', description: 'The pass and the group screens', to: '/events/$uuid/event-builder', icon: Hammer, needs: 'edit' },
  { title: 'Share', description: 'The team and its roles', to: '/events/$uuid/share', icon: Share2, needs: 'view' },
  { title: 'Audit Log', description: 'Every change, who made it and when', to: '/events/$uuid/audit', icon: ClipboardList, needs: 'view' },
  { title: 'Door Scanner', description: 'Check guests in at the door', to: '/events/$uuid/scanner', icon: ScanLine, needs: 'check_in' },
  { title: 'Settings', description: 'Fields, tags, tickets and general settings', to: '/events/$uuid/settings/general', icon: Settings, needs: 'edit' },
]

/** The areas this person may open on this event. */
export function areasFor(event: Pick<UsherEvent, 'permissions'>): EventArea[] {
  return AREAS.filter((area) => event.permissions?.[area.needs] === true)
}
