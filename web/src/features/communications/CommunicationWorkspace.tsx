import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { mergeTagErrors } from '@usher/domain/communications/merge-tag-rules'
import { wordsInLanguage } from '@usher/domain/communications/message-translations'
import { variantProblems, type MessageLanguage } from '@/components/message-languages/message-language'
import { useQuery } from '@tanstack/react-query'
import { MoreHorizontal, Pencil, RotateCw, Trash2 } from 'lucide-react'
import { audienceCountQuery, type Alert, type AlertAudience, type OutboundMessage, type ResendScope } from '@/api/communications'
import type { UsherEvent } from '@/api/events'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { plural } from '@/lib/counts'
import { AlertStatusBadge } from './AlertStatusBadge'
import { audienceKindOf, audienceOfKind, EVERYONE, type AudienceKind } from './audience-kind'
import { AudiencePicker, audienceMissing } from './AudiencePicker'
import { DeliveryCounts, type RecipientFilter } from './DeliveryCounts'
import { DeliveryOptions } from './DeliveryOptions'
import { EditCommunicationDialog } from './EditCommunicationDialog'
import { MessageComposer } from './MessageComposer'
import { MessageTimelineDialog } from '@/components/MessageTimelineDialog'
import { PreviewDialog } from './PreviewDialog'
import { RecipientsTable } from './RecipientsTable'
import { dueTextOf, eventDateTime, relativePartsOf, relativeText } from '@/lib/schedule-form'
import { SchedulePicker } from './SchedulePicker'
import { SendPanel } from './SendPanel'
import { useAlertAutosave } from './use-alert-autosave'
import { useDeleteCommunication, useResendCommunication, useSetContinuousDelivery, useUpdateCommunication } from '@/api/communication-mutations'
import { PageHeading } from '@/lib/page-heading'
import { useAbility } from '@/lib/use-ability'
import { reportSaveFailure } from '@/components/form/report-save-failure'

const RESEND_CHOICES: { scope: ResendScope; label: string; message: string }[] = [
  {
    scope: 'failed',
    label: 'Resend to failed',
    message: 'Guests whose message failed or bounced get it again (unsubscribed and bounced-for-good addresses are skipped).',
  },
  { scope: 'unopened', label: 'Resend to unopened', message: 'Guests who have not opened it get it again.' },
  {
    scope: 'failed_and_unopened',
    label: 'Resend to failed and unopened',
    message: 'Guests whose message failed, and those who have not opened it, get it again.',
  },
]

function lockReason(alert: Alert, canEdit: boolean): string | null {
  if (!canEdit) return 'You can read this communication; editors of the event change and send it.'
  if (alert.status === 'scheduled') return 'Scheduled: unschedule it to make changes.'
  if (alert.status === 'sending' || alert.status === 'sent') return 'Sent: a message that went out cannot change.'
  return null
}

/** The page of one communication once loaded: the message, its recipients and time, sending, and the delivery report. */
export function CommunicationWorkspace({ event, alert }: { event: UsherEvent; alert: Alert }) {
  const eventUuid = event.uuid
  const canEdit = useAbility(event, 'update')
  const confirm = useConfirm()
  const navigate = useNavigate()
  const autosave = useAlertAutosave(eventUuid, alert)
  const { draft, change, flush, errors } = autosave
  const update = useUpdateCommunication(eventUuid, alert.id)
  const continuous = useSetContinuousDelivery(eventUuid, alert.id)
  const resend = useResendCommunication(eventUuid, alert.id)
  const remove = useDeleteCommunication(eventUuid)
  const [kind, setKind] = useState<AudienceKind>(() => audienceKindOf(alert.audience))
  const [picks, setPicks] = useState<AlertAudience>(() => ({ ...EVERYONE, ...alert.audience }))
  const count = useQuery(audienceCountQuery(eventUuid, alert.id))
  const recipients = count.data?.data.count
  const [renaming, setRenaming] = useState(false)
  const [preview, setPreview] = useState<{ focusTest: boolean } | null>(null)
  const [timeline, setTimeline] = useState<OutboundMessage | null>(null)
  const [filter, setFilter] = useState<RecipientFilter>('')

  const locked = lockReason(alert, canEdit)
  const missing = audienceMissing(kind, picks)
  const due = dueTextOf(draft.schedule, event)
  // A merge tag in a syntax that would be sent as written shows on its field as it is typed, and blocks sending (issue 28).
  const tagErrors = { ...mergeTagErrors({ subject: draft.subject, body: draft.body }), ...variantProblems(draft.translations) }
  const tagProblem = Object.values(tagErrors)[0]?.[0] ?? null
  // The language being written; the preview shows what a guest of that language reads.
  const [language, setLanguage] = useState<MessageLanguage>('default')
  const previewWords = language === 'default' ? draft : wordsInLanguage(draft, draft.translations, language)
  const blocker = !draft.subject.trim()
    ? 'Write a subject first.'
    : !draft.body.trim()
      ? 'Write the message first.'
      : (tagProblem ?? missing ?? due.problem ?? (recipients === 0 ? 'No guest matches the recipients yet.' : null))

  const chooseAudience = (nextKind: AudienceKind, nextPicks: AlertAudience) => {
    setKind(nextKind)
    setPicks(nextPicks)
    change({ audience: audienceOfKind(nextKind, nextPicks) }, 300)
  }

  const showFailure = (failure: unknown) => {
    reportSaveFailure(failure, { showOnFields: autosave.setErrors, fallback: 'That did not work.' })
  }

  const send = async () => {
    try {
      await flush()
    } catch (failure) {
      return showFailure(failure)
    }
    const guests = plural(recipients ?? 0, 'guest', 'guests')
    const when =
      draft.schedule.kind === 'at'
        ? `on ${due.text}`
        : draft.schedule.kind === 'relative'
          ? `${relativeText(relativePartsOf(draft.schedule))} (${due.text})`
          : null
    const outcome = await confirm(
      when
        ? {
            heading: `Schedule ${alert.name}?`,
            message: `It goes to the ${guests} who match the recipients then (${guests} now), ${when}. You can unschedule it until then.`,
            confirmLabel: 'Schedule',
          }
        : { heading: `Send ${alert.name} now?`, message: `It goes to ${guests} now. A sent message cannot be taken back.`, confirmLabel: `Send to ${guests}` },
    )
    if (!isConfirmed(outcome)) return
    try {
      await update.mutateAsync({ send: true })
      showSnackbar(when ? `Scheduled: it goes out ${when}.` : `Sending to ${guests}.`, 'success')
    } catch (failure) {
      showFailure(failure)
    }
  }

  const unschedule = async () => {
    const outcome = await confirm({
      heading: 'Unschedule it?',
      message: 'It goes back to a draft and nothing is sent. You can change it and schedule it again.',
      confirmLabel: 'Unschedule',
    })
    if (!isConfirmed(outcome)) return
    try {
      await update.mutateAsync({ send: false })
      showSnackbar('Unscheduled: it is a draft again.', 'success')
    } catch (failure) {
      showFailure(failure)
    }
  }

  const askToResend = async (choice: (typeof RESEND_CHOICES)[number]) => {
    const outcome = await confirm({ heading: `${choice.label}?`, message: choice.message, confirmLabel: 'Resend' })
    if (isConfirmed(outcome)) resend.mutate(choice.scope)
  }

  const askToDelete = async () => {
    const outcome = await confirm({
      heading: `Delete ${alert.name}?`,
      message:
        alert.status === 'draft'
          ? 'The draft is deleted.'
          : 'It is deleted with its delivery report. Messages already sent stay in guests\u2019 inboxes; scheduled ones are not sent.',
      confirmLabel: 'Delete communication',
      tone: 'danger',
    })
    if (!isConfirmed(outcome)) return
    await remove.mutateAsync(alert).then(
      () => navigate({ to: '/events/$uuid/communications', params: { uuid: eventUuid } }),
      () => undefined,
    )
  }

  const sent = alert.status === 'sending' || alert.status === 'sent'
  return (
    <>
      <div className="mb-6 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-1.5">
            <PageHeading className="truncate text-lg leading-tight font-semibold tracking-[-0.02em]" data-testid="communication-title">
              {alert.name}
            </PageHeading>
            {canEdit && (
              <Button size="icon-sm" variant="ghost" aria-label="Edit the name" onClick={() => setRenaming(true)}>
                <Pencil aria-hidden />
              </Button>
            )}
          </div>
          <div className="mt-1.5">
            <AlertStatusBadge alert={alert} timezone={event.timezone} />
          </div>
        </div>
        {canEdit && (
          <div className="flex shrink-0 items-center gap-2">
            {sent && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="secondary" disabled={resend.isPending} data-testid="resend-menu" aria-label="Resend">
                    <RotateCw aria-hidden /> <span className="hidden sm:inline">Resend</span>
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {RESEND_CHOICES.map((choice) => (
                    <DropdownMenuItem key={choice.scope} onSelect={() => void askToResend(choice)}>
                      {choice.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="icon" variant="ghost" aria-label={`More actions for ${alert.name}`}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => setRenaming(true)}>
                  <Pencil aria-hidden /> Edit name
                </DropdownMenuItem>
                <DropdownMenuItem tone="danger" onSelect={() => void askToDelete()}>
                  <Trash2 aria-hidden /> Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        )}
      </div>

      {alert.status !== 'draft' && (
        <section aria-label="Delivery" className="mb-6 flex flex-col gap-4">
          <DeliveryCounts counts={alert.counts} filter={filter} onFilter={setFilter} />
          <RecipientsTable eventUuid={eventUuid} alertId={alert.id} timezone={event.timezone} filter={filter} onFilter={setFilter} onOpen={setTimeline} />
        </section>
      )}

      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_360px]">
        <MessageComposer
          subject={draft.subject}
          body={draft.body}
          onSubjectChange={(subject) => change({ subject }, 1000)}
          onBodyChange={(body) => change({ body }, 1200)}
          translations={draft.translations}
          onTranslationsChange={(translations) => change({ translations }, 1200)}
          eventDefault={event.default_language ?? null}
          language={language}
          onLanguageChange={setLanguage}
          errors={{ ...tagErrors, ...errors }}
          lockedBecause={locked}
        />
        <aside aria-label="Sending" className="flex flex-col gap-4">
          <div className="order-last xl:order-first">
            <SendPanel
              status={alert.status}
              schedule={draft.schedule}
              dueText={due.text}
              scheduledText={alert.due_at ? eventDateTime(alert.due_at, event.timezone) : null}
              count={missing ? undefined : recipients}
              blocker={blocker}
              canEdit={canEdit}
              busy={update.isPending}
              saveState={autosave.state}
              onSend={() => void send()}
              onUnschedule={() => void unschedule()}
              onPreview={() => setPreview({ focusTest: false })}
              onTest={() => setPreview({ focusTest: true })}
            />
          </div>
          <AudiencePicker
            eventUuid={eventUuid}
            kind={kind}
            picks={picks}
            onChange={chooseAudience}
            count={recipients}
            counting={count.isFetching}
            missing={missing}
            sent={sent}
            disabled={locked !== null}
            errors={errors}
          />
          {/* Once it cannot change, when it goes (or went) is said above. */}
          {locked === null && <SchedulePicker schedule={draft.schedule} event={event} onChange={(schedule) => change({ schedule }, 500)} errors={errors} />}
          <DeliveryOptions
            attachCalendar={draft.attach_calendar}
            onAttachCalendarChange={(on) => change({ attach_calendar: on }, 0)}
            continuous={alert.is_continuous_delivery}
            onContinuousChange={(on) => continuous.mutate(on)}
            contentLocked={locked !== null}
            disabled={!canEdit}
            savingContinuous={continuous.isPending}
          />
        </aside>
      </div>

      <EditCommunicationDialog open={renaming} name={alert.name} onOpenChange={setRenaming} onSave={(name) => update.mutateAsync({ name })} />
      <PreviewDialog
        eventUuid={eventUuid}
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        focusTest={preview?.focusTest}
        canTest={canEdit}
        subject={previewWords.subject}
        body={previewWords.body}
        attachCalendar={draft.attach_calendar}
      />
      <MessageTimelineDialog eventUuid={eventUuid} timezone={event.timezone} message={timeline} onClose={() => setTimeline(null)} />
    </>
  )
}
