import { CalendarDays, LayoutDashboard, Settings, UsersRound } from 'lucide-react'
import type { NavItem } from '@/components/layout/nav-items'

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { target: '/admin', title: 'Dashboard', icon: LayoutDashboard, exact: true, quickMobileLink: true },
  { target: '/admin/events', title: 'Events', icon: CalendarDays },
  { target: '/admin/users', title: 'Users', icon: UsersRound },
  { target: '/admin/settings', title: 'Settings', icon: Settings },
]
