import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'
import type { ProjectionFailureSchema } from '@usher/domain/contract/admin'

export type ProjectionFailure = z.infer<typeof ProjectionFailureSchema>

/** The events the read models and the email and webhook senders set aside, not yet resolved, newest first. */
export function projectionFailuresQuery() {
  return queryOptions({
    queryKey: ['projection-failures', 'open'] as const,
    queryFn: ({ signal }) => api.get<{ data: ProjectionFailure[] }>('/api/v2/admin/projection-failures?per_page=20', { signal }),
    select: (response) => response.data,
  })
}
