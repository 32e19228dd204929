import { useMutation, useQueryClient } from '@tanstack/react-query'
import { actionAlertKeys, createActionAlert, deleteActionAlert, type ActionAlert, type ActionAlertInput } from '@/api/action-alerts'
import { setCheckInAlert } from '@/api/alerts'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { patchGuests, refreshGuestList } from '@/lib/guest-cache'

/** Who is told when this guest checks in: the row's bell shows at once, the list is read again. */
export function useSetCheckInAlert(eventUuid: string, guestId: string, config?: MutationConfig<unknown, string[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userIds: string[]) => setCheckInAlert(eventUuid, [guestId], userIds),
    ...withCacheWork(config, (result, userIds) => {
      patchGuests(queryClient, eventUuid, [guestId], { has_checkin_alert: userIds.length > 0, checkin_alert_users: userIds })
    }),
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
}

/** Adds an event-wide alert; it joins the list at once, which is then read again. */
export function useAddActionAlert(eventUuid: string, config?: MutationConfig<CommandResult<ActionAlert>, ActionAlertInput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ActionAlertInput) => createActionAlert(eventUuid, input),
    ...withCacheWork(config, (result) => {
      queryClient.setQueryData(actionAlertKeys.event(eventUuid), (current: ActionAlert[] | undefined) => [...(current ?? []), result.data])
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: actionAlertKeys.event(eventUuid) }),
  })
}

/** Removes an event-wide alert; it leaves the list at once, which is then read again. */
export function useRemoveActionAlert(eventUuid: string, alertId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteActionAlert(eventUuid, alertId),
    onSuccess: () => {
      queryClient.setQueryData(actionAlertKeys.event(eventUuid), (current: ActionAlert[] | undefined) => current?.filter((item) => item.id !== alertId))
      showSnackbar('Alert removed.', 'success')
    },
    onError: (error) => showSnackbar(error.message, 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: actionAlertKeys.event(eventUuid) }),
  })
}
