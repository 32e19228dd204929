import type { QueryClient } from '@tanstack/react-query'
import { createEvent, eventKeys, saveEventLocation, updateEvent, type UsherEvent } from '@/api/events'
import { changedInput, hasLocationDetails, locationChanged, toLocation, valuesToInput, type EventFormValues } from './event-form-values'

/** Creates the event, then its location (the API keeps the location behind its own call). */
export async function createEventWithLocation(values: EventFormValues): Promise<UsherEvent> {
  const created = await createEvent(valuesToInput(values))
  if (!hasLocationDetails(values.location)) return created.data
  const located = await saveEventLocation(created.data.uuid, toLocation(values.location))
  return located.data ?? created.data
}

/** Sends only what changed: a partial PUT of the event and, if needed, the location. */
export async function saveEventChanges(uuid: string, initial: EventFormValues, values: EventFormValues): Promise<UsherEvent | null> {
  let saved: UsherEvent | null = null
  const changes = changedInput(initial, values)
  if (Object.keys(changes).length > 0) saved = (await updateEvent(uuid, changes)).data
  if (locationChanged(initial.location, values.location)) saved = (await saveEventLocation(uuid, toLocation(values.location))).data ?? saved
  return saved
}

export function rememberSavedEvent(queryClient: QueryClient, event: UsherEvent | null, uuid: string) {
  if (event?.uuid) queryClient.setQueryData(eventKeys.detail(uuid), event)
  void queryClient.invalidateQueries({ queryKey: eventKeys.detail(uuid) })
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
}
