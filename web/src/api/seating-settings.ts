import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventDataInput } from '@usher/domain/passes/event-data'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { rememberSavedEvent } from '@/lib/event-settings/save-event'
import { updateEvent, type EventInput } from './events'
import { saveEventData } from './passes'

/** One switch of the seating settings: a change of the event itself, or of its pass data. */
export type SeatingSettingsChange = { event: EventInput } | { data: EventDataInput }

/**
 * The seating settings page saves each switch at once, as one command; the saved event replaces the
 * cached one here, so every page that shows the event (the builder's menu, the guest list's seating
 * columns) follows.
 */
export function useSaveSeatingSettings(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: SeatingSettingsChange) =>
      ('event' in change ? await updateEvent(eventUuid, change.event) : await saveEventData(eventUuid, change.data)).data,
    onSuccess: (saved) => {
      rememberSavedEvent(queryClient, saved, eventUuid)
      showSnackbar('Seating settings saved.', 'success')
    },
    onError: (error) => showSnackbar(error instanceof Error ? error.message : 'The settings could not be saved.', 'error'),
  })
}
