import { EVENT_ROLES, EVENT_ROLE_LABELS, type EventRole } from '@usher/domain/access/event-roles'
import type { SelectOption } from '@/components/ui/select'

/** The roles in the order the spec offers them, for the invite form and each member's row. */
export const ROLE_OPTIONS: readonly SelectOption[] = EVENT_ROLES.map((role) => ({ value: role, label: EVENT_ROLE_LABELS[role] }))

/** What each role may do, in the words the team screen uses to explain them. */
export const ROLE_DESCRIPTIONS: Record<EventRole, string> = {
  editor: 'Sees and changes everything about the event and its guests.',
  viewer: 'Sees the event and its guest list, changes nothing.',
  check_in: 'Finds guests and checks them in at the door.',
  check_in_with_floorplan: 'Finds guests and checks them in, with the floor plan at hand.',
  inactive: 'Can not open this event.',
}

export const DEFAULT_INVITE_ROLE: EventRole = 'viewer'
