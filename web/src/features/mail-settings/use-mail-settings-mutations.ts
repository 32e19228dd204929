import {
  useAddSuppressionMutation,
  useDeleteSmtpConfigurationMutation,
  useRemoveSuppressionMutation,
  useSaveSmtpConfigurationMutation,
  useTestSmtpConfigurationMutation,
  useUpdateCommunicationSettingsMutation,
} from '@/api/mail-settings'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

// The mail settings screens' words about each change; the requests and the cache are web/src/api/mail-settings.ts.

const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
}
const report = (error: Error) => showSnackbar(error.message, 'error')

/** Adds or changes a mail server; 422 errors are left to the dialog to show under its fields. */
export function useSaveSmtpConfiguration(eventUuid: string) {
  return useSaveSmtpConfigurationMutation(eventUuid, {
    onSuccess: (saved) => showSnackbar(`${saved.name} was saved.`, 'success'),
    onError: reportUnlessValidation,
  })
}

/** Sends one message through the settings as typed; the server's words come back either way. */
export function useTestSmtpConfiguration(eventUuid: string) {
  return useTestSmtpConfigurationMutation(eventUuid, { onError: reportUnlessValidation })
}

export function useDeleteSmtpConfiguration(eventUuid: string) {
  return useDeleteSmtpConfigurationMutation(eventUuid, {
    onSuccess: (_result, configuration) => showSnackbar(`${configuration.name} was deleted.`, 'success'),
    onError: report,
  })
}

/** Changes the event's mail settings. The switch moves at once; a refusal puts it back and says why. */
export function useUpdateCommunicationSettings(eventUuid: string) {
  return useUpdateCommunicationSettingsMutation(eventUuid, { onError: report })
}

export function useAddSuppression(eventUuid: string) {
  return useAddSuppressionMutation(eventUuid, {
    onSuccess: (_result, email) => showSnackbar(`${email} will not receive communications.`, 'success'),
    onError: reportUnlessValidation,
  })
}

export function useRemoveSuppression(eventUuid: string) {
  return useRemoveSuppressionMutation(eventUuid, {
    onSuccess: (_result, email) => showSnackbar(`${email} will receive communications again.`, 'success'),
    onError: report,
  })
}
