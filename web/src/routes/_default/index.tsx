import { createFileRoute } from '@tanstack/react-router'
import { EventsHomePage } from '@/features/events/EventsHomePage'
import { parseEventsSearch } from '@/features/events/events-search'
import { HostedGroupsNotice } from '@/features/host-portal/HostedGroupsNotice'
import { OnboardingPrompt } from '@/features/organisations/OnboardingPrompt'
import { addressFormatter } from '@/lib/formatters'

export const Route = createFileRoute('/_default/')({
  validateSearch: parseEventsSearch,
  // Each event's venue waits for the address formatter: asked for as the navigation starts.
  staticData: { early: () => void addressFormatter() },
  component: function HomeRoute() {
    const search = Route.useSearch()
    return (
      <EventsHomePage
        search={search}
        notices={
          <>
            <OnboardingPrompt />
            <HostedGroupsNotice />
          </>
        }
      />
    )
  },
})
