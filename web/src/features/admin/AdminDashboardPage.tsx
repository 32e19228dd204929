import { Activity, CalendarRange, UserPlus } from 'lucide-react'
import { AdminSectionPage } from './AdminSectionPage'

export function AdminDashboardPage() {
  return (
    <AdminSectionPage
      title="Dashboard"
      description="How Usher is used across every organisation."
      items={[
        { icon: Activity, title: 'Usage', description: 'Events, guests and check-ins per day across all organisations.' },
        { icon: UserPlus, title: 'New accounts', description: 'Sign-ups and first events created, week by week.' },
        { icon: CalendarRange, title: 'Calendar', description: 'Upcoming events of every organiser, by date.' },
      ]}
    />
  )
}
