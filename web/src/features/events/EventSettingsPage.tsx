import { useSuspenseQuery } from '@tanstack/react-query'
import { useSaveEventSettings } from '@/api/event-mutations'
import { eventQuery } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { useDocumentTitle } from '@/lib/page-title'
import { EventForm } from './form/EventForm'
import { eventToValues } from '@/lib/event-settings/event-form-values'
import { reportSaveFailure } from '@/components/form/report-save-failure'
import { useEventForm } from './form/use-event-form'
import { useAbility } from '@/lib/use-ability'

export function EventSettingsPage({ uuid }: { uuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(uuid))
  useDocumentTitle(`Settings · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  if (!canEdit) {
    return (
      <div className="space-y-4">
        <p role="note" className="rounded-md border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          Your role on this event is {event.role === 'viewer' ? 'Viewer' : 'read-only'}: you can see its settings but not change them.
        </p>
        {/* A disabled fieldset keeps every input visible and out of reach. */}
        <fieldset disabled className="contents">
          <EventSettingsForm key={event.uuid} uuid={uuid} initialEvent={event} readOnly />
        </fieldset>
      </div>
    )
  }
  // Keyed by event so loading another event starts from a clean form.
  return <EventSettingsForm key={event.uuid} uuid={uuid} initialEvent={event} />
}

function EventSettingsForm({ uuid, initialEvent, readOnly = false }: { uuid: string; initialEvent: Parameters<typeof eventToValues>[0]; readOnly?: boolean }) {
  const form = useEventForm(eventToValues(initialEvent), false)

  const mutation = useSaveEventSettings(uuid, {
    onSuccess: (saved, { values }) => {
      form.markSaved(saved ? eventToValues(saved) : values)
      showSnackbar('Event settings saved.', 'success')
    },
    onError: (error) => reportSaveFailure(error, { showOnFields: form.setErrors, fallback: 'The event could not be saved.' }),
  })

  return (
    <div>
      <EventForm form={form} saving={mutation.isPending} onSubmit={() => mutation.mutate({ initial: form.initial, values: form.values })} readOnly={readOnly} />
    </div>
  )
}
