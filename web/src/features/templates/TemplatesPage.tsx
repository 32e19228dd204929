import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, CircleAlert } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { templatesQuery } from '@/api/templates'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/layout/PageHeader'
import { errorStatus } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/page-title'
import { NotificationTemplatesSection } from './NotificationTemplatesSection'
import { SavedTemplatesSection } from './SavedTemplatesSection'
import { blankDraft, draftForNotification, draftOf, type TemplateDraft } from './template-draft'
import { TemplateEditorDialog } from './TemplateEditorDialog'
import { useAbility } from '@/lib/use-ability'

/** The words of the event's emails: what each notification uses, and the saved templates. */
export function TemplatesPage({ eventUuid }: { eventUuid: string }) {
  useDocumentTitle('Templates')
  const event = useQuery(eventQuery(eventUuid))
  const list = useQuery(templatesQuery(eventUuid))
  const canManage = useAbility(event.data, 'update')
  // Each opening gets its own editor, started from what was chosen.
  const [editing, setEditing] = useState<{ key: number; draft: TemplateDraft } | null>(null)
  const open = (draft: TemplateDraft) => setEditing({ key: Date.now(), draft })

  return (
    <div>
      <Button variant="link" size="sm" asChild className="mb-3 px-0 text-muted-foreground">
        <Link to="/events/$uuid/communications" params={{ uuid: eventUuid }}>
          <ArrowLeft aria-hidden /> All communications
        </Link>
      </Button>
      <PageHeader title="Templates" description="The words of this event's emails. Type @ in a template to add each guest's name, seat, pass link and more." />
      <QueryView
        query={list}
        pendingLabel="Loading the templates"
        pending={
          <Card className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/5" />
          </Card>
        }
        error={(error) => (
          <Card>
            <EmptyState
              icon={CircleAlert}
              title={errorStatus(error) === 403 ? 'Not available to your role' : 'Could not load the templates'}
              description={error.message}
            />
          </Card>
        )}
      >
        {(data) => (
          <div className="flex flex-col gap-10">
            <NotificationTemplatesSection
              eventUuid={eventUuid}
              notifications={data.notificationTypes}
              templates={data.templates}
              canManage={canManage}
              onEdit={(notification) => open(draftForNotification(notification, data.templates))}
            />
            <SavedTemplatesSection
              eventUuid={eventUuid}
              templates={data.templates}
              notifications={data.notificationTypes}
              canManage={canManage}
              onEdit={(template) => open(draftOf(template))}
              onCreate={() => open(blankDraft())}
            />
          </div>
        )}
      </QueryView>
      {editing && list.data && (
        <TemplateEditorDialog
          key={editing.key}
          eventUuid={eventUuid}
          eventDefault={event.data?.default_language ?? null}
          draft={editing.draft}
          notifications={list.data.notificationTypes}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
