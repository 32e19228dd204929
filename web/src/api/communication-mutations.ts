import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  communicationKeys,
  createAlert,
  deleteAlert,
  resendAlert,
  sendTestMessage,
  setContinuousDelivery,
  updateAlert,
  type Alert,
  type AlertChanges,
  type PreviewInput,
  type TestSendResult,
  type ResendScope,
} from '@/api/communications'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'
import type { MutationConfig } from '@/api/mutation-config'

/** Field errors (422) are shown by the form that sent them; anything else in the snackbar. */
export const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || !error.isValidation) showSnackbar(error.message, 'error')
}

function useRefresh(eventUuid: string) {
  const queryClient = useQueryClient()
  return (alert?: Alert) => {
    if (alert) queryClient.setQueryData(communicationKeys.detail(eventUuid, alert.id), alert)
    void queryClient.invalidateQueries({ queryKey: communicationKeys.lists(eventUuid) })
    if (alert) {
      void queryClient.invalidateQueries({ queryKey: communicationKeys.alert(eventUuid, alert.id) })
      void queryClient.invalidateQueries({ queryKey: communicationKeys.audienceCount(eventUuid, alert.id) })
    }
  }
}

export function useCreateCommunication(eventUuid: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (input: { name: string; template_id: string | null }) => createAlert(eventUuid, input).then((r) => r.data),
    onSuccess: (alert) => refresh(alert),
  })
}

/** Saves changes; the caller decides how to show a 422 (under the fields it concerns). */
export function useUpdateCommunication(eventUuid: string, alertId: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (changes: AlertChanges) => updateAlert(eventUuid, alertId, changes).then((r) => r.data),
    onSuccess: (alert) => refresh(alert),
  })
}

export function useDeleteCommunication(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (alert: Alert) => deleteAlert(eventUuid, alert.id),
    onSuccess: (_result, alert) => {
      showSnackbar(`${alert.name} was deleted.`, 'success')
      queryClient.removeQueries({ queryKey: communicationKeys.alert(eventUuid, alert.id) })
      return queryClient.invalidateQueries({ queryKey: communicationKeys.lists(eventUuid) })
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useSetContinuousDelivery(eventUuid: string, alertId: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (on: boolean) => setContinuousDelivery(eventUuid, alertId, on).then((r) => r.data),
    onSuccess: (alert) => {
      showSnackbar(alert.is_continuous_delivery ? 'Guests who join the audience later will get it too.' : 'Only the guests it was sent to get it.', 'success')
      refresh(alert)
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useResendCommunication(eventUuid: string, alertId: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (scope: ResendScope) => resendAlert(eventUuid, alertId, scope).then((r) => r.data),
    onSuccess: (alert) => {
      showSnackbar('Sending again.', 'success')
      refresh(alert)
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

type TestMessage = PreviewInput & { to: string }

/** Sends what is being written to one address; nothing is kept, so nothing is read again. */
export function useSendTestMessage(eventUuid: string, config?: MutationConfig<TestSendResult, TestMessage>) {
  return useMutation({ mutationFn: (message: TestMessage) => sendTestMessage(eventUuid, message), ...config })
}
