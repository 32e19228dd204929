import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  addSuppression,
  createSmtpConfiguration,
  deleteSmtpConfiguration,
  mailSettingsKeys,
  removeSuppression,
  testSmtpConfiguration,
  updateCommunicationSettings,
  updateSmtpConfiguration,
  type CommunicationSettings,
  type CommunicationSettingsChanges,
  type SmtpConfiguration,
  type SmtpConfigurationInput,
} from '@/api/mail-settings'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
}

function useInvalidateMailSettings(eventUuid: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: mailSettingsKeys.event(eventUuid) })
}

/** Adds or changes a mail server; 422 errors are left to the dialog to show under its fields. */
export function useSaveSmtpConfiguration(eventUuid: string) {
  const invalidate = useInvalidateMailSettings(eventUuid)
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SmtpConfigurationInput }) =>
      (id ? updateSmtpConfiguration(eventUuid, id, input) : createSmtpConfiguration(eventUuid, input)).then((r) => r.data),
    onSuccess: (saved) => {
      showSnackbar(`${saved.name} was saved.`, 'success')
      return invalidate()
    },
    onError: reportUnlessValidation,
  })
}

/** Sends one message through the settings as typed; the server's words come back either way. */
export function useTestSmtpConfiguration(eventUuid: string) {
  return useMutation({
    mutationFn: ({ input, to, id }: { input: SmtpConfigurationInput; to: string; id: string | null }) => testSmtpConfiguration(eventUuid, input, to, id).then((r) => r.data),
    onError: reportUnlessValidation,
  })
}

export function useDeleteSmtpConfiguration(eventUuid: string) {
  const invalidate = useInvalidateMailSettings(eventUuid)
  return useMutation({
    mutationFn: (configuration: SmtpConfiguration) => deleteSmtpConfiguration(eventUuid, configuration.id),
    onSuccess: (_result, configuration) => {
      showSnackbar(`${configuration.name} was deleted.`, 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

/**
 * Changes the event's mail settings. The switch moves at once; a refusal puts
 * it back and says why.
 */
export function useUpdateCommunicationSettings(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = mailSettingsKeys.communicationSettings(eventUuid)
  return useMutation({
    mutationFn: (changes: CommunicationSettingsChanges) => updateCommunicationSettings(eventUuid, changes).then((r) => r.data),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<CommunicationSettings>(key)
      if (before) {
        const { active_notification_templates: _templates, ...simple } = changes
        queryClient.setQueryData<CommunicationSettings>(key, { ...before, ...simple })
      }
      return { before }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved)
      return queryClient.invalidateQueries({ queryKey: mailSettingsKeys.event(eventUuid) })
    },
    onError: (error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      showSnackbar(error.message, 'error')
    },
  })
}

export function useAddSuppression(eventUuid: string) {
  const invalidate = useInvalidateMailSettings(eventUuid)
  return useMutation({
    mutationFn: (email: string) => addSuppression(eventUuid, email),
    onSuccess: (_result, email) => {
      showSnackbar(`${email} will not receive communications.`, 'success')
      return invalidate()
    },
    onError: reportUnlessValidation,
  })
}

export function useRemoveSuppression(eventUuid: string) {
  const invalidate = useInvalidateMailSettings(eventUuid)
  return useMutation({
    mutationFn: (email: string) => removeSuppression(eventUuid, email),
    onSuccess: (_result, email) => {
      showSnackbar(`${email} will receive communications again.`, 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
