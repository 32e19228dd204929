import { BarChart3, CalendarDays, CreditCard, UsersRound, type LucideIcon } from 'lucide-react'

export type NavItem = {
  /** Route path the item leads to. */
  target: string
  title: string
  icon: LucideIcon
  /** Active only on an exact path match. */
  exact?: boolean
  /** Also shown as a quick link in the mobile top bar. */
  quickMobileLink?: boolean
  disabled?: boolean
}

/** What a greyed item says, in its label, its tooltip and to screen readers: why it cannot be opened. */
export const NOT_AVAILABLE_YET = 'Not available yet'

// Spec section 2: Billing and Groups are listed but disabled; each says why (NOT_AVAILABLE_YET). Reports opened with issue 32.
export const DEFAULT_NAV_ITEMS: NavItem[] = [
  { target: '/', title: 'Events', icon: CalendarDays, quickMobileLink: true },
  { target: '/billing', title: 'Billing', icon: CreditCard, disabled: true },
  { target: '/groups', title: 'Groups', icon: UsersRound, disabled: true },
  { target: '/reports', title: 'Reports', icon: BarChart3 },
]
