import { MAX_BULK_GUESTS } from '@usher/domain/constants/bulk'
import type { CommandResult } from './pagination'

/**
 * Sends a bulk change on guests in as few requests as the API takes: one up
 * to MAX_BULK_GUESTS, part after part beyond (each part all or nothing). The
 * parts' answers add up: counts are summed, lists joined, the last position kept.
 */
export async function inBulkParts<T extends Record<string, unknown>>(
  ids: string[],
  send: (part: string[]) => Promise<CommandResult<T>>,
): Promise<CommandResult<T>> {
  if (ids.length <= MAX_BULK_GUESTS) return send(ids)
  let total: CommandResult<T> | null = null
  for (let start = 0; start < ids.length; start += MAX_BULK_GUESTS) {
    const result = await send(ids.slice(start, start + MAX_BULK_GUESTS))
    total = total ? { data: added(total.data, result.data), position: result.position ?? total.position } : result
  }
  return total!
}

function added<T extends Record<string, unknown>>(before: T, part: T): T {
  const sum: Record<string, unknown> = { ...part }
  for (const [key, value] of Object.entries(before)) {
    const next = part[key]
    if (typeof value === 'number' && typeof next === 'number') sum[key] = value + next
    else if (Array.isArray(value) && Array.isArray(next)) sum[key] = [...value, ...next]
  }
  return sum as T
}
