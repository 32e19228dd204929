import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTest,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
  webhookKeys,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookScope,
} from '@/api/webhooks'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all })
}

/** Creates or edits an endpoint; 422 errors are left to the dialog to show under its fields. */
export function useSaveWebhookEndpoint(scope: WebhookScope) {
  const invalidate = useInvalidateWebhooks()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WebhookEndpointInput }) =>
      (id ? updateWebhookEndpoint(id, input) : createWebhookEndpoint(scope, input)).then((r) => r.data),
    onSuccess: invalidate,
    onError: reportUnlessValidation,
  })
}

export function useDeleteWebhookEndpoint() {
  const invalidate = useInvalidateWebhooks()
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteWebhookEndpoint(endpoint.id),
    onSuccess: (_result, endpoint) => {
      showSnackbar(`${endpoint.description || endpoint.url} was deleted.`, 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useSetWebhookEnabled() {
  const invalidate = useInvalidateWebhooks()
  return useMutation({
    mutationFn: ({ endpoint, enabled }: { endpoint: WebhookEndpoint; enabled: boolean }) => setWebhookEndpointEnabled(endpoint.id, enabled),
    onSuccess: (_result, { enabled }) => {
      showSnackbar(enabled ? 'Endpoint enabled: waiting deliveries go out now, in order.' : 'Endpoint disabled: no events are sent to it.', 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => rotateWebhookSecret(endpoint.id).then((r) => r.data.secret),
    // Asking for the password again is the panel's dialog, not an error to announce.
    onError: (error) => {
      if (!(isApiError(error) && error.code === 'password_confirmation_required')) showSnackbar(error.message, 'error')
    },
  })
}

export function useSendWebhookTest() {
  const invalidate = useInvalidateWebhooks()
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => sendWebhookTest(endpoint.id),
    onSuccess: () => {
      showSnackbar('A test event is on its way. Its delivery shows in the log.', 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useRedeliver(endpointId: string) {
  const invalidate = useInvalidateWebhooks()
  return useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhook(endpointId, deliveryId),
    onSuccess: () => {
      showSnackbar('Queued to be sent again.', 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
