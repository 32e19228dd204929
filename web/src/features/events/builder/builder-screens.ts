import type { LucideIcon } from 'lucide-react'
import { Armchair, ArrowLeftRight, Headset, Hourglass, IdCard, LayoutList, Ticket, UsersRound } from 'lucide-react'

export type BuilderScreenPath =
  | '/events/$uuid/event-builder/pass'
  | '/events/$uuid/event-builder/badges'
  | '/events/$uuid/event-builder/groups'
  | '/events/$uuid/event-builder/seating'
  | '/events/$uuid/event-builder/support'
  | '/events/$uuid/event-builder/features'
  | '/events/$uuid/event-builder/ticket-transfers'
  | '/events/$uuid/event-builder/waitlist'

export interface BuilderScreen {
  title: string
  description: string
  icon: LucideIcon
  /** The screen, or null while it is not built: listed, plainly not available, never a dead link. */
  to: BuilderScreenPath | null
}

// Spec section 2: the event builder's children, in its order.
export const BUILDER_SCREENS: BuilderScreen[] = [
  { title: 'Pass', description: 'How invitations and access passes look: colours, logo, what they show', icon: Ticket, to: '/events/$uuid/event-builder/pass' },
  {
    title: 'Badges',
    description: 'Name badges printed from the guest list or at the door: size and what they show',
    icon: IdCard,
    to: '/events/$uuid/event-builder/badges',
  },
  { title: 'Seating', description: 'Seating assignment and what the pass shows of it', icon: Armchair, to: '/events/$uuid/event-builder/seating' },
  { title: 'Groups', description: 'Defaults for host groups: access, tickets, seating', icon: UsersRound, to: '/events/$uuid/event-builder/groups' },
  { title: 'Support', description: 'Concierge support for guests and organisers', icon: Headset, to: '/events/$uuid/event-builder/support' },
  {
    title: 'Ticket transfers',
    description: 'Whether and how guests pass their tickets on',
    icon: ArrowLeftRight,
    to: '/events/$uuid/event-builder/ticket-transfers',
  },
  {
    title: 'Capacity & waitlist',
    description: 'How many guests can come, and a waitlist when full',
    icon: Hourglass,
    to: '/events/$uuid/event-builder/waitlist',
  },
  {
    title: 'Features',
    description: "Agenda, menu, questions and answers and more, on the guest's pass",
    icon: LayoutList,
    to: '/events/$uuid/event-builder/features',
  },
]
