import { Pencil, RotateCcw } from 'lucide-react'
import { subjectWithLabels } from '@usher/domain/communications/merge-tag-picking'
import type { EmailTemplate, NotificationTemplate } from '@/api/templates'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { Card } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/select'
import { SettingsSection } from '@/components/SettingsSection'
import { useChooseNotificationTemplate, useResetTemplate } from '@/api/template-mutations'

const PRODUCT_DEFAULT = ''

type Props = {
  eventUuid: string
  notifications: readonly NotificationTemplate[]
  templates: readonly EmailTemplate[]
  canManage: boolean
  onEdit: (notification: NotificationTemplate) => void
}

/** The emails the product sends on its own, each with the template it uses now. */
export function NotificationTemplatesSection({ eventUuid, notifications, templates, canManage, onEdit }: Props) {
  return (
    <SettingsSection
      id="notification-templates"
      title="Notifications"
      description="The emails sent for you: invitations, passes, alerts. Each uses the product's words until you give it your own."
    >
      <Card className="overflow-hidden">
        <ul aria-label="Notifications" className="divide-y divide-border">
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.notification_type}
              eventUuid={eventUuid}
              notification={notification}
              choices={templates.filter((template) => template.notification_type === notification.notification_type)}
              canManage={canManage}
              onEdit={() => onEdit(notification)}
            />
          ))}
        </ul>
      </Card>
    </SettingsSection>
  )
}

type RowProps = { eventUuid: string; notification: NotificationTemplate; choices: EmailTemplate[]; canManage: boolean; onEdit: () => void }

function NotificationRow({ eventUuid, notification, choices, canManage, onEdit }: RowProps) {
  const choose = useChooseNotificationTemplate(eventUuid)
  const reset = useResetTemplate(eventUuid)
  const confirm = useConfirm()
  const active = choices.find((template) => template.id === notification.active_template_id) ?? null
  const selectId = `notification-template-${notification.notification_type}`

  async function confirmReset(template: EmailTemplate) {
    const outcome = await confirm({
      heading: `Reset ${template.name} to default?`,
      message: `Its subject and message are replaced by the product's words for the ${notification.label.toLowerCase()}. Your changes to them are lost.`,
      confirmLabel: 'Reset to default',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) reset.mutate(template)
  }

  return (
    <li
      className="flex flex-col gap-3 px-4 py-3.5 lg:flex-row lg:items-center"
      data-testid="notification-template-row"
      data-notification={notification.notification_type}
    >
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-semibold">{notification.label}</p>
        {/* The subject wraps rather than being cut (issue 28: cut at 768 px); the choices go under it below 1024 px. */}
        <p className="mt-0.5 text-xs break-words text-muted-foreground" data-testid="notification-template-in-use">
          {active ? active.name : "The product's default"}
          <span aria-hidden> · </span>
          <span className="text-subtle-foreground">“{subjectWithLabels(active ? active.subject : notification.default_subject)}”</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* The choice and its Edit stay together; on phones the reset goes under them. */}
        <div className="flex min-w-0 items-center gap-2 max-sm:basis-full">
          <label htmlFor={selectId} className="sr-only">
            Template for the {notification.label.toLowerCase()}
          </label>
          <NativeSelect
            id={selectId}
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
            disabled={!canManage || choose.isPending}
            value={active?.id ?? PRODUCT_DEFAULT}
            options={[{ value: PRODUCT_DEFAULT, label: "The product's default" }, ...choices.map((template) => ({ value: template.id, label: template.name }))]}
            onChange={(event) =>
              choose.mutate({
                notificationType: notification.notification_type,
                templateId: event.target.value === PRODUCT_DEFAULT ? null : event.target.value,
              })
            }
          />
          {canManage && (
            <Button variant="secondary" onClick={onEdit} aria-label={`Edit the ${notification.label.toLowerCase()}`}>
              <Pencil aria-hidden />
              Edit
            </Button>
          )}
        </div>
        {canManage &&
          (active ? (
            <Button variant="ghost" onClick={() => void confirmReset(active)} disabled={reset.isPending}>
              <RotateCcw aria-hidden />
              Reset to default
            </Button>
          ) : (
            // Its room kept on wide screens, so every row's choices line up.
            <span aria-hidden className={cn(buttonVariants({ variant: 'ghost' }), 'invisible max-lg:hidden')}>
              <RotateCcw />
              Reset to default
            </span>
          ))}
      </div>
    </li>
  )
}
