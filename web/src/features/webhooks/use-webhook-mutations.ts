import {
  useDeleteWebhookEndpointMutation,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useSaveWebhookEndpointMutation,
  useSendWebhookTestMutation,
  useSetWebhookEnabledMutation,
  type WebhookScope,
} from '@/api/webhooks'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

// The webhook screens' words about each change; the requests and the cache are web/src/api/webhooks.ts.

const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
}
const report = (error: Error) => showSnackbar(error.message, 'error')

/** Creates or edits an endpoint; 422 errors are left to the dialog to show under its fields. */
export function useSaveWebhookEndpoint(scope: WebhookScope) {
  return useSaveWebhookEndpointMutation(scope, { onError: reportUnlessValidation })
}

export function useDeleteWebhookEndpoint() {
  return useDeleteWebhookEndpointMutation({
    onSuccess: (_result, endpoint) => showSnackbar(`${endpoint.description || endpoint.url} was deleted.`, 'success'),
    onError: report,
  })
}

export function useSetWebhookEnabled() {
  return useSetWebhookEnabledMutation({
    onSuccess: (_result, { enabled }) =>
      showSnackbar(enabled ? 'Endpoint enabled: waiting deliveries go out now, in order.' : 'Endpoint disabled: no events are sent to it.', 'success'),
    onError: report,
  })
}

export function useRotateWebhookSecret() {
  return useRotateWebhookSecretMutation({
    // Asking for the password again is the panel's dialog, not an error to announce.
    onError: (error) => {
      if (!(isApiError(error) && error.code === 'password_confirmation_required')) report(error)
    },
  })
}

export function useSendWebhookTest() {
  return useSendWebhookTestMutation({ onSuccess: () => showSnackbar('A test event is on its way. Its delivery shows in the log.', 'success'), onError: report })
}

export function useRedeliver(endpointId: string) {
  return useRedeliverWebhookMutation(endpointId, { onSuccess: () => showSnackbar('Queued to be sent again.', 'success'), onError: report })
}
