import { FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { subjectWithLabels } from '@usher/domain/communications/merge-tag-picking'
import type { EmailTemplate, NotificationTemplate } from '@/api/templates'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { SettingsSection } from '@/components/SettingsSection'
import { purposeOf } from './template-draft'
import { useDeleteTemplate } from '@/api/template-mutations'

type Props = {
  eventUuid: string
  templates: readonly EmailTemplate[]
  notifications: readonly NotificationTemplate[]
  canManage: boolean
  onEdit: (template: EmailTemplate) => void
  onCreate: () => void
}

/** Every saved template: those a communication starts from, and the notifications' own. */
export function SavedTemplatesSection({ eventUuid, templates, notifications, canManage, onEdit, onCreate }: Props) {
  const remove = useDeleteTemplate(eventUuid)
  const confirm = useConfirm()
  const sorted = [...templates].sort((a, b) => Number(a.notification_type !== null) - Number(b.notification_type !== null) || a.name.localeCompare(b.name))

  async function confirmDelete(template: EmailTemplate) {
    const purpose = purposeOf(template, notifications)
    const outcome = await confirm({
      heading: `Delete ${template.name}?`,
      message: template.is_active
        ? `The ${purpose.toLowerCase()} goes back to the product's default. This cannot be undone.`
        : 'Communications already written from it keep their words. This cannot be undone.',
      confirmLabel: 'Delete',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) remove.mutate(template)
  }

  return (
    <SettingsSection
      id="saved-templates"
      title="Saved templates"
      description="Start a communication from a template instead of a blank page, or keep other versions of a notification."
      action={
        canManage && (
          <Button variant="secondary" onClick={onCreate} data-testid="template-new">
            <Plus aria-hidden />
            New template
          </Button>
        )
      }
    >
      <Card className="overflow-hidden">
        {sorted.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No saved templates yet"
            description="A template keeps a subject and a message with its @ tags, ready to send again."
            className="py-10"
          />
        ) : (
          <ul aria-label="Saved templates" className="divide-y divide-border">
            {sorted.map((template) => (
              <li key={template.id} className="flex items-center gap-3 px-4 py-3" data-testid="saved-template-row">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate text-[13px] font-semibold">{template.name}</span>
                    <Badge tone={template.notification_type === null ? 'outline' : 'info'}>{purposeOf(template, notifications)}</Badge>
                    {template.is_active && <Badge tone="primary">In use</Badge>}
                  </p>
                  <p className="mt-0.5 text-xs break-words text-muted-foreground" data-testid="saved-template-subject">
                    “{subjectWithLabels(template.subject)}”
                  </p>
                </div>
                {canManage && (
                  <>
                    <Button variant="ghost" size="icon-sm" aria-label={`Edit ${template.name}`} onClick={() => onEdit(template)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Delete ${template.name}`}
                      disabled={remove.isPending}
                      onClick={() => void confirmDelete(template)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </SettingsSection>
  )
}
