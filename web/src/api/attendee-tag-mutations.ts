import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  addAttendeeTag,
  attendeeTagKeys,
  bulkAddTags,
  deleteAttendeeTag,
  updateAttendeeTag,
  type AttendeeTag,
  type AttendeeTagInput,
} from '@/api/attendee-tags'
import { attendeeKeys } from '@/api/attendees'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { refreshGuestList } from '@/lib/guest-cache'
import type { MutationConfig } from '@/api/mutation-config'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { reportSaveFailure } from '@/components/form/report-save-failure'

/** A tag change shows in the pickers and, as names are read through the catalogue, on every guest row. */
function useRefreshTags(eventUuid: string) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: attendeeTagKeys.event(eventUuid) })
    void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventUuid) })
  }
}

export function useAddTag(eventUuid: string, onFieldErrors?: (errors: FieldErrors) => void) {
  const refresh = useRefreshTags(eventUuid)
  return useMutation({
    mutationFn: (input: AttendeeTagInput) => addAttendeeTag(eventUuid, input).then((result) => result.data),
    onSuccess: refresh,
    onError: (error) => reportSaveFailure(error, { showOnFields: onFieldErrors }),
  })
}

export function useUpdateTag(eventUuid: string, onFieldErrors?: (errors: FieldErrors) => void) {
  const refresh = useRefreshTags(eventUuid)
  return useMutation({
    mutationFn: ({ tag, input }: { tag: AttendeeTag; input: AttendeeTagInput }) => updateAttendeeTag(tag.id, input).then((result) => result.data),
    onSuccess: refresh,
    onError: (error) => reportSaveFailure(error, { showOnFields: onFieldErrors }),
  })
}

export function useDeleteTag(eventUuid: string) {
  const refresh = useRefreshTags(eventUuid)
  return useMutation({
    mutationFn: (tag: AttendeeTag) => deleteAttendeeTag(tag.id),
    onSuccess: (_result, tag) => {
      showSnackbar(`The tag ${tag.name} was deleted.`, 'success')
      refresh()
    },
    onError: (error) => reportSaveFailure(error),
  })
}

/** Tags the chosen guests; no optimistic patch: the tags' names and order come back with the refetch a moment later. */
export function useBulkAddTags(eventUuid: string, config?: MutationConfig<unknown, { attendeeIds: string[]; tagIds: string[] }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ attendeeIds, tagIds }: { attendeeIds: string[]; tagIds: string[] }) => bulkAddTags(eventUuid, attendeeIds, tagIds),
    ...config,
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}
