import { useMutation, useQueryClient } from '@tanstack/react-query'
import { communicationKeys } from '@/api/communications'
import { mailSettingsKeys, updateCommunicationSettings } from '@/api/mail-settings'
import { createTemplate, deleteTemplate, resetTemplateToDefault, templateKeys, updateTemplate, type EmailTemplate, type TemplateSave } from '@/api/templates'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

const reportUnlessValidation = (error: Error) => {
  if (!isApiError(error) || error.status !== 422) showSnackbar(error.message, 'error')
}

/**
 * Templates, the communications' list of them, and the mail settings that say
 * which one each notification uses move together.
 */
function useInvalidateTemplates(eventUuid: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.event(eventUuid) }),
      queryClient.invalidateQueries({ queryKey: communicationKeys.templates(eventUuid) }),
      queryClient.invalidateQueries({ queryKey: mailSettingsKeys.communicationSettings(eventUuid) }),
    ])
}

/** Creates or changes a template from the editor; 422 errors are left to the editor to show under its fields. */
export function useSaveTemplate(eventUuid: string) {
  const invalidate = useInvalidateTemplates(eventUuid)
  return useMutation({
    mutationFn: (save: TemplateSave) =>
      (save.id === null ? createTemplate(eventUuid, save.input) : updateTemplate(eventUuid, save.id, save.input)).then((r) => r.data),
    onSuccess: (saved) => {
      showSnackbar(`${saved.name} was saved.`, 'success')
      return invalidate()
    },
    onError: reportUnlessValidation,
  })
}

export function useResetTemplate(eventUuid: string) {
  const invalidate = useInvalidateTemplates(eventUuid)
  return useMutation({
    mutationFn: (template: EmailTemplate) => resetTemplateToDefault(eventUuid, template.id),
    onSuccess: (_result, template) => {
      showSnackbar(`${template.name} has the product's words again.`, 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useDeleteTemplate(eventUuid: string) {
  const invalidate = useInvalidateTemplates(eventUuid)
  return useMutation({
    mutationFn: (template: EmailTemplate) => deleteTemplate(eventUuid, template.id),
    onSuccess: (_result, template) => {
      showSnackbar(`${template.name} was deleted.`, 'success')
      return invalidate()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

/** Which template a notification uses: a saved one, or null for the product's default. */
export function useChooseNotificationTemplate(eventUuid: string) {
  const invalidate = useInvalidateTemplates(eventUuid)
  return useMutation({
    mutationFn: ({ notificationType, templateId }: { notificationType: string; templateId: string | null }) =>
      updateCommunicationSettings(eventUuid, { active_notification_templates: { [notificationType]: templateId } }),
    onSuccess: invalidate,
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
