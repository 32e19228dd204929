import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react'
import { attendeeTagsQuery, type AttendeeTag } from '@/api/attendee-tags'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { TagChip } from '@/components/TagChip'
import { TagDialog } from './TagDialog'
import { useDeleteTag } from '@/api/attendee-tag-mutations'

/** The event's attendee tags: add, rename, recolour and delete them. */
export function AttendeeTagsSettingsPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Tags')
  const confirm = useConfirm()
  const tags = useQuery(attendeeTagsQuery(eventUuid))
  const remove = useDeleteTag(eventUuid)
  const [editing, setEditing] = useState<AttendeeTag | 'new' | null>(null)

  async function confirmDelete(tag: AttendeeTag) {
    const outcome = await confirm({
      message: `Delete the tag ${tag.name}? It is taken off every guest carrying it. This cannot be undone.`,
      confirmLabel: 'Delete tag',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(tag)
  }

  return (
    <div>
      <PageHeader
        title="Tags"
        description="Label guests (VIP, Press, Staff…) to filter the guest list by them and act on them together."
        actions={
          <Button onClick={() => setEditing('new')} data-testid="add-tag">
            <Plus aria-hidden />
            Add tag
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <QueryView
          query={tags}
          pendingLabel="Loading tags"
          pendingClassName="flex flex-col gap-3 p-5"
          pending={
            <>
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-5 w-1/2" />
            </>
          }
          empty={<EmptyState icon={Tags} title="No tags yet" description="Add a tag, then tag guests from the guest list, one by one or many at once." />}
        >
          {(list) => (
            <ul aria-label="Tags" className="divide-y divide-border">
              {list.map((tag) => (
                <li key={tag.id} className="flex h-12 items-center gap-3 px-4" data-testid="tag-row">
                  <TagChip name={tag.name} color={tag.color} />
                  <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{tag.color || 'No colour'}</span>
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${tag.name}`} onClick={() => setEditing(tag)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Delete ${tag.name}`} disabled={remove.isPending} onClick={() => void confirmDelete(tag)}>
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
      <TagDialog eventUuid={eventUuid} tag={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  )
}
