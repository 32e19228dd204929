import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { BadgeLayoutInput } from '@usher/domain/badges/badge-layout'
import type { BadgeLayoutSchema } from '@usher/domain/contract/badges'
import { api } from '@/lib/api-client'
import { printPdf } from '@/lib/print-pdf'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import { eventKeys } from './events'
import type { CommandResult, Single } from './pagination'

export type BadgeLayout = z.infer<typeof BadgeLayoutSchema>

export const badgeKeys = {
  layout: (eventUuid: string) => [...eventKeys.detail(eventUuid), 'badge-layout'] as const,
}

const base = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`

export function badgeLayoutQuery(eventUuid: string) {
  return queryOptions({
    queryKey: badgeKeys.layout(eventUuid),
    queryFn: ({ signal }) => api.get<Single<BadgeLayout>>(`${base(eventUuid)}/badge-layout`, { signal }).then((r) => r.data),
  })
}

/** Saves the layout; a 422 is left to the form to show under its fields. */
export function useSaveBadgeLayout(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (layout: BadgeLayoutInput) => api.put<CommandResult<BadgeLayout>>(`${base(eventUuid)}/badge-layout`, layout),
    onSuccess: (result) => {
      queryClient.setQueryData(badgeKeys.layout(eventUuid), result.data)
      showSnackbar('Badge layout saved.', 'success')
    },
  })
}

/** The guests' badges as one PDF, in the order given. */
export function fetchBadges(eventUuid: string, attendeeIds: readonly string[]): Promise<Blob> {
  return api.postForFile(`${base(eventUuid)}/badges.pdf`, { ids: attendeeIds })
}

/** Prints guests' badges through the browser's print dialog; a failure says so in a snackbar. */
export function usePrintBadges(eventUuid: string) {
  return useMutation({
    mutationFn: async (attendeeIds: readonly string[]) => printPdf(await fetchBadges(eventUuid, attendeeIds)),
    onError: (error) =>
      showSnackbar(isApiError(error) ? `The badges could not be printed: ${error.message}` : 'The badges could not be printed. Please try again.', 'error'),
  })
}
