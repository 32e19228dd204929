import { Link } from '@tanstack/react-router'
import { Archive, CalendarPlus, SearchX, TriangleAlert } from 'lucide-react'
import type { EventStatus } from '@/api/events'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'

type EventListEmptyProps = { status: EventStatus; search?: string; failed: boolean; mayCreateEvents: boolean }

export function EventListEmpty({ status, search, failed, mayCreateEvents }: EventListEmptyProps) {
  if (failed) {
    return <EmptyState icon={TriangleAlert} title="Events could not be loaded" description="Check your connection and reload the page." />
  }
  if (search) {
    return <EmptyState icon={SearchX} title="No matching events" description={`Nothing matches “${search}”. Try another name.`} />
  }
  if (status === 'archived') {
    return <EmptyState icon={Archive} title="No archived events" description="Events you archive are kept here, and can be restored at any time." />
  }
  if (!mayCreateEvents) {
    return <EmptyState icon={CalendarPlus} title="No events yet" description="Events your organisation gives you a role on appear here." />
  }
  return (
    <EmptyState
      icon={CalendarPlus}
      title="Create your first event"
      description="Set the date and place, then add guests, collect RSVPs and check people in at the door."
      action={
        <Link to="/events/create" className={buttonVariants()}>
          Create event
        </Link>
      }
    />
  )
}
