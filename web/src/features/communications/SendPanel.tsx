import { CalendarClock, Eye, Send, Undo2 } from 'lucide-react'
import type { Alert, AlertSchedule } from '@/api/communications'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { plural } from '@/lib/counts'
import type { SaveState } from './use-alert-autosave'

type SendPanelProps = {
  status: Alert['status']
  schedule: AlertSchedule
  /** When it goes, on the event's clock, labelled; null for now. */
  dueText: string | null
  /** The time the server set, for a scheduled one. */
  scheduledText: string | null
  count: number | undefined
  /** What stops it from being sent, in words, if anything. */
  blocker: string | null
  canEdit: boolean
  busy: boolean
  saveState: SaveState
  onSend: () => void
  onUnschedule: () => void
  onPreview: () => void
  onTest: () => void
}

const SAVE_WORDS: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Not saved: see the messages above',
}

/** Sending: the summary of who and when, Send or Schedule, Unschedule, and the preview. */
export function SendPanel({
  status,
  schedule,
  dueText,
  scheduledText,
  count,
  blocker,
  canEdit,
  busy,
  saveState,
  onSend,
  onUnschedule,
  onPreview,
  onTest,
}: SendPanelProps) {
  const later = schedule.kind !== 'now'
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        {status === 'draft' && (
          <>
            <p className="text-[13px]" data-testid="send-summary">
              {count === undefined
                ? 'Counting recipients…'
                : later
                  ? `Goes to ${plural(count, 'guest', 'guests')}${dueText ? ` on ${dueText}` : ''}.`
                  : `Goes to ${plural(count, 'guest', 'guests')} as soon as you send it.`}
            </p>
            {blocker && <p className="text-xs text-muted-foreground">{blocker}</p>}
            {canEdit && (
              <Button size="lg" disabled={busy || blocker !== null} onClick={onSend} data-testid="send-communication">
                {busy ? <Spinner /> : later ? <CalendarClock aria-hidden /> : <Send aria-hidden />}
                {later ? 'Schedule' : 'Send now'}
              </Button>
            )}
          </>
        )}
        {status === 'scheduled' && (
          <>
            <p className="text-[13px]" data-testid="send-summary">
              Scheduled for <span className="font-medium">{scheduledText}</span>. To change it, unschedule it first.
            </p>
            {canEdit && (
              <Button variant="secondary" disabled={busy} onClick={onUnschedule} data-testid="unschedule-communication">
                {busy ? <Spinner /> : <Undo2 aria-hidden />}
                Unschedule
              </Button>
            )}
          </>
        )}
        {(status === 'sending' || status === 'sent') && (
          <p className="text-[13px]" data-testid="send-summary">
            {status === 'sending'
              ? 'Going out now: the statuses above change as the mail servers answer.'
              : 'Sent. The statuses above change as guests receive and open it.'}
          </p>
        )}
        <div className={canEdit ? 'grid grid-cols-2 gap-2' : 'grid'}>
          <Button variant="secondary" onClick={onPreview} data-testid="open-preview">
            <Eye aria-hidden /> Preview
          </Button>
          {canEdit && (
            <Button variant="secondary" onClick={onTest} data-testid="open-test">
              <Send aria-hidden /> Send a test
            </Button>
          )}
        </div>
        {status === 'draft' && canEdit && (
          <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="save-state">
            {SAVE_WORDS[saveState]}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
