import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { z } from 'zod'
import type { AuditLogRowSchema } from '@usher/domain/contract/audit'

export type AuditActorType = 'user' | 'api_token' | 'guest_link' | 'system'

export type AuditLogRow = z.infer<typeof AuditLogRowSchema>

/** The filters the list and the exports share; empty ones are left out of the URL. */
export type AuditLogFilters = {
  /** A user id, or a kind of actor: 'api_token', 'guest_link', 'system'. */
  actor?: string
  attendee?: string
  /** Event types, comma-separated. */
  types?: string
  /** ISO 8601 instants. */
  from?: string
  to?: string
  /** 'shown': message deliveries are listed too; left out by default (deliveryTypesLeftOut). */
  deliveries?: 'shown'
}

/**
 * Each email's progress (made, sent, delivered, opened, bounced) is recorded for the audit too, and
 * would bury the changes people make (issue 28): the list and its exports leave these out unless
 * asked for, or unless the person picked types themselves.
 */
export const DELIVERY_TYPES = ['OutboundMessageCreated', 'OutboundMessageStatusChanged'] as const

/** The filters as the server takes them: the screen's, with the deliveries left out unless shown. */
function serverFilters({ deliveries, ...filters }: AuditLogFilters): Record<string, string | undefined> {
  return deliveries === 'shown' || filters.types ? filters : { ...filters, except_types: DELIVERY_TYPES.join(',') }
}

type AuditLogPage = { data: AuditLogRow[]; meta: { limit: number; next_cursor: string | null } }

const PAGE_SIZE = 50

const base = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}/audit-log`

export const auditLogKeys = {
  all: ['audit-log'] as const,
  event: (eventUuid: string) => [...auditLogKeys.all, eventUuid] as const,
  list: (eventUuid: string, filters: AuditLogFilters) => [...auditLogKeys.event(eventUuid), filters] as const,
}

/** Newest first, a page at a time: each page starts where the last one ended (`next_cursor`). */
export function auditLogQuery(eventUuid: string, filters: AuditLogFilters) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(eventUuid, filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AuditLogPage>(base(eventUuid), {
        query: { ...serverFilters(filters), cursor: pageParam, limit: PAGE_SIZE },
        signal,
        silent: pageParam !== undefined,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  })
}

export type AuditExportFormat = 'csv' | 'jsonl'

/** The export of what the screen shows: the same filters, every page. */
export function auditLogExportUrl(eventUuid: string, filters: AuditLogFilters, format: AuditExportFormat): string {
  const params = new URLSearchParams({ format })
  for (const [key, value] of Object.entries(serverFilters(filters))) if (value) params.set(key, value)
  return `${base(eventUuid)}/export?${params}`
}
