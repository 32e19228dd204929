import type { ReportBreakdown } from '@/api/reports'

const BREAKDOWNS: readonly ReportBreakdown[] = ['all', 'host_group', 'tag', 'ticket_variation']

export type ReportSearch = { by?: ReportBreakdown; as_of?: string }

/** The reports' address keeps the breakdown and the moment, so a link shows what its sender saw. */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const by = BREAKDOWNS.find((value) => value === search.by)
  const asOf = typeof search.as_of === 'string' && !Number.isNaN(Date.parse(search.as_of)) ? search.as_of : undefined
  return { ...(by && by !== 'all' ? { by } : {}), ...(asOf ? { as_of: asOf } : {}) }
}
