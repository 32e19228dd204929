import { Archive, CalendarDays, Copy } from 'lucide-react'
import { AdminSectionPage } from './AdminSectionPage'

export function AdminEventsPage() {
  return (
    <AdminSectionPage
      title="Events"
      description="Every event on the platform, whoever organises it."
      items={[
        { icon: CalendarDays, title: 'All events', description: 'Name, organiser, dates, guest count and status of each event.' },
        { icon: Archive, title: 'Archived events', description: 'Events their organisers archived, ready to restore on request.' },
        { icon: Copy, title: 'Duplication history', description: 'Which events were copied from which, and when.' },
      ]}
    />
  )
}
