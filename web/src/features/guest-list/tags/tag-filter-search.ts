/** Selected Tags and Except Tags in the guest list's URL: comma-separated tag ids, sent to the server as they are. */
export type TagFilterSearch = { tags?: string; except_tags?: string }

const TAG_IDS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$/i

export function parseTagFilterSearch(search: Record<string, unknown>): TagFilterSearch {
  const result: TagFilterSearch = {}
  for (const key of ['tags', 'except_tags'] as const) {
    const value = search[key]
    if (typeof value === 'string' && TAG_IDS.test(value)) result[key] = value
  }
  return result
}

export const tagIdsOf = (value: string | undefined): string[] => (value ? value.split(',') : [])
export const tagParamOf = (ids: string[]): string | undefined => (ids.length > 0 ? ids.join(',') : undefined)
