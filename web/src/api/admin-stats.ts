import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'
import type { AdminDashboardSchema, CalendarDaySchema, GetAdminCalendarReplies, GetAdminUserStatsReplies } from '@usher/domain/contract/admin-stats'

export type AdminDashboard = z.infer<typeof AdminDashboardSchema>
export type SignUpSeries = z.infer<(typeof GetAdminUserStatsReplies)[200]>
export type CalendarDay = z.infer<typeof CalendarDaySchema>
export type EventCalendar = z.infer<(typeof GetAdminCalendarReplies)[200]>
export type SignUpBucket = 'day' | 'week'

export const adminStatsKeys = {
  all: ['admin-stats'] as const,
  dashboard: (timezone: string) => [...adminStatsKeys.all, 'dashboard', timezone] as const,
  signUps: (days: number, bucket: SignUpBucket, timezone: string) => [...adminStatsKeys.all, 'sign-ups', days, bucket, timezone] as const,
  calendar: (month: string) => [...adminStatsKeys.all, 'calendar', month] as const,
}

/** Spec section 7 'GET /stats/admin/dashboard': counted in the viewer's own zone. */
export function adminDashboardQuery(timezone: string) {
  return queryOptions({
    queryKey: adminStatsKeys.dashboard(timezone),
    queryFn: ({ signal }) => api.get<{ data: AdminDashboard }>(`/api/v2/stats/admin/dashboard?${new URLSearchParams({ timezone })}`, { signal }),
    select: (response) => response.data,
    refetchInterval: 30_000,
  })
}

/** Spec section 7 'GET /stats/admin/users': sign-ups over time. */
export function signUpSeriesQuery(days: number, bucket: SignUpBucket, timezone: string) {
  return queryOptions({
    queryKey: adminStatsKeys.signUps(days, bucket, timezone),
    queryFn: ({ signal }) => api.get<SignUpSeries>(`/api/v2/stats/admin/users?${new URLSearchParams({ days: String(days), bucket, timezone })}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Spec section 7 'GET /stats/admin/calendar': events per day of a month ('YYYY-MM'). */
export function eventCalendarQuery(month: string) {
  return queryOptions({
    queryKey: adminStatsKeys.calendar(month),
    queryFn: ({ signal }) => api.get<EventCalendar>(`/api/v2/stats/admin/calendar?${new URLSearchParams({ month })}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
