import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { currentUserQuery } from '@/api/auth'
import { eventListQuery, type EventStatus } from '@/api/events'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useDocumentTitle } from '@/lib/page-title'
import { EventList } from './EventList'
import { EventListEmpty } from './EventListEmpty'
import { EventListSkeleton } from './EventListSkeleton'
import type { EventsSearch } from './events-search'
import { QueryView } from '@/components/query-view'

const PER_PAGE = 20
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
] as const

/** `notices`: what other features ask of the person first (finish the organisation's profile, groups someone hosts); the route composes them. */
export function EventsHomePage({ search, notices }: { search: EventsSearch; notices?: ReactNode }) {
  useDocumentTitle('Events')
  const navigate = useNavigate({ from: '/' })
  const status: EventStatus = search.status ?? 'active'
  const page = search.page ?? 1
  const [searchText, setSearchText] = useState(search.q ?? '')
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300)

  useEffect(() => {
    if (debouncedSearch === (search.q ?? '')) return
    void navigate({ search: (prev) => ({ ...prev, q: debouncedSearch || undefined, page: undefined }), replace: true })
  }, [debouncedSearch, search.q, navigate])

  const query = useQuery(eventListQuery({ page, per_page: PER_PAGE, search: search.q ?? '', status }))
  // Offered only to those whose role in the organisation lets them create events; closed until known.
  const mayCreateEvents = useQuery(currentUserQuery()).data?.may_create_events === true

  return (
    <PageContainer>
      <PageHeader
        title="Events"
        description={
          mayCreateEvents ? 'Every event you organise, with its guest list, check-in and settings.' : 'The events your organisation gives you a role on.'
        }
        actions={
          mayCreateEvents ? (
            <Link to="/events/create" className={buttonVariants()}>
              <Plus aria-hidden />
              Create event
            </Link>
          ) : undefined
        }
      />
      {notices}
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SegmentedControl
          label="Event status"
          value={status}
          options={STATUS_OPTIONS}
          onValueChange={(value) => void navigate({ search: (prev) => ({ ...prev, status: value === 'active' ? undefined : value, page: undefined }) })}
        />
        <SearchInput aria-label="Search events" placeholder="Search events" className="w-full sm:w-72" value={searchText} onValueChange={setSearchText} />
      </div>
      <Card className="overflow-hidden">
        <QueryView
          query={query}
          pendingLabel="Loading events"
          pending={<EventListSkeleton />}
          error={() => <EventListEmpty status={status} search={search.q} failed mayCreateEvents={mayCreateEvents} />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EventListEmpty status={status} search={search.q} failed={false} mayCreateEvents={mayCreateEvents} />}
        >
          {({ data: events, meta }) => (
            <>
              <EventList events={events} />
              {meta && meta.last_page > 1 && (
                <div className="border-t border-border">
                  <PaginationBar
                    page={meta.page}
                    perPage={meta.per_page}
                    total={meta.total}
                    lastPage={meta.last_page}
                    noun="events"
                    onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
                  />
                </div>
              )}
            </>
          )}
        </QueryView>
      </Card>
    </PageContainer>
  )
}
