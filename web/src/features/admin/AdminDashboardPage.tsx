import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { adminDashboardQuery } from '@/api/admin-stats'
import { Skeleton } from '@/components/ui/skeleton'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'
import { EventCalendarCard } from './dashboard/EventCalendarCard'
import { SignUpChart } from './dashboard/SignUpChart'
import { StatTiles } from './dashboard/StatTiles'
import { SystemHealthCard } from './dashboard/SystemHealthCard'
import { viewerTimezone } from './dashboard/viewer-timezone'
import { QueryView } from '@/components/query-view'

/** /admin: how the whole instance is used and how it is keeping up. */
export function AdminDashboardPage() {
  useDocumentTitle(`Dashboard · ${ADMIN_TITLE}`)
  const [timezone] = useState(viewerTimezone)
  const stats = useQuery(adminDashboardQuery(timezone))

  return (
    <PageContainer>
      <PageHeader title="Dashboard" description="How Usher is used across every organisation, and whether it is keeping up." />
      <div className="flex flex-col gap-6">
        <QueryView
          query={stats}
          pendingLabel="Loading the dashboard"
          pendingClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
          pending={Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-24 w-full" />
          ))}
        >
          {(data) => <StatTiles stats={data} />}
        </QueryView>
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <SignUpChart timezone={timezone} />
          <EventCalendarCard />
        </div>
        {stats.data && <SystemHealthCard stats={stats.data} />}
      </div>
    </PageContainer>
  )
}
