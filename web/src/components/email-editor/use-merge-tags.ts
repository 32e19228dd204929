import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { MERGE_TAGS, type MergeTag } from '@usher/domain/communications/merge-tags'
import { mergeTagsQuery } from '@/api/communications'

/**
 * The merge tags with examples from the event being written for (its name, date, place,
 * one of its guests), as the server gives them; the generic ones until they arrive or
 * outside an event's pages.
 */
export function useMergeTags(): readonly MergeTag[] {
  const { uuid } = useParams({ strict: false }) as { uuid?: string }
  const query = useQuery({ ...mergeTagsQuery(uuid ?? ''), enabled: Boolean(uuid) })
  return query.data ?? MERGE_TAGS
}
