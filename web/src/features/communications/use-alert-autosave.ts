import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Alert, AlertChanges } from '@/api/communications'
import { useUpdateCommunication } from '@/api/communication-mutations'
import { useFieldErrors } from '@/components/form/use-field-errors'

/** What the organiser edits on a communication's page, saved as they go. */
export type AlertDraft = Pick<Alert, 'subject' | 'body' | 'translations' | 'audience' | 'schedule' | 'attach_calendar'>
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed'

const draftOf = (alert: Alert): AlertDraft => ({
  subject: alert.subject,
  body: alert.body,
  translations: alert.translations,
  audience: alert.audience,
  schedule: alert.schedule,
  attach_calendar: alert.attach_calendar,
})

/** The edits still to confirm: those changed again while a save was on its way stay. */
function withoutSent(current: Partial<AlertDraft>, sent: Partial<AlertDraft>): Partial<AlertDraft> {
  const next = { ...current }
  for (const key of Object.keys(sent) as (keyof AlertDraft)[]) {
    if (next[key] === sent[key]) delete next[key]
  }
  return next
}

/**
 * A communication's page saves as the organiser works (nothing to forget
 * before sending): edits show at once, go to the server after a pause, one
 * save at a time, and `flush` sends what is left (before a preview or sending).
 * A 422's messages are kept by field for the fields to show.
 */
export function useAlertAutosave(eventUuid: string, alert: Alert) {
  const update = useUpdateCommunication(eventUuid, alert.id)
  const [edits, setEdits] = useState<Partial<AlertDraft>>({})
  const editsRef = useRef(edits)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inFlight = useRef<Promise<unknown>>(Promise.resolve())
  const [state, setState] = useState<SaveState>('saved')
  const { errors, setErrors, showServerErrors } = useFieldErrors()
  const mutate = update.mutateAsync

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    await inFlight.current
    const sending = editsRef.current
    if (Object.keys(sending).length === 0) return
    setState('saving')
    const run = mutate(sending as AlertChanges).then(
      () => {
        editsRef.current = withoutSent(editsRef.current, sending)
        setEdits(editsRef.current)
        setErrors({})
        setState(Object.keys(editsRef.current).length > 0 ? 'unsaved' : 'saved')
      },
      (failure: unknown) => {
        setState('failed')
        showServerErrors(failure)
        throw failure
      },
    )
    inFlight.current = run.catch(() => undefined)
    await run
  }, [mutate, setErrors, showServerErrors])

  const change = useCallback(
    (partial: Partial<AlertDraft>, delayMs = 800) => {
      editsRef.current = { ...editsRef.current, ...partial }
      setEdits(editsRef.current)
      setState('unsaved')
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush().catch(() => undefined), delayMs)
    },
    [flush],
  )

  // Leaving the page saves what is left; closing the tab with unsaved edits asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (Object.keys(editsRef.current).length > 0) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => {
      window.removeEventListener('beforeunload', warn)
      void flush().catch(() => undefined)
    }
  }, [flush])

  const draft = useMemo(() => ({ ...draftOf(alert), ...edits }), [alert, edits])
  return { draft, change, flush, state, errors, setErrors }
}
