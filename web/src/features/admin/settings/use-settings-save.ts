import { useSaveSettings, type AdminSettings } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { useFieldErrors } from '@/components/form/use-field-errors'

/** Saving one settings card: the server's 422 messages under their fields, anything else in a snackbar. */
export function useSettingsSave<Input>(save: (input: Input) => Promise<AdminSettings>, savedMessage: string) {
  const { errors, setErrors, showFailure } = useFieldErrors()
  const mutation = useSaveSettings(save, {
    onSuccess: () => {
      setErrors({})
      showSnackbar(savedMessage, 'success')
    },
    onError: (error) => showFailure(error, 'The settings could not be saved. Try again.'),
  })
  return { save: mutation.mutate, saving: mutation.isPending, errors, setErrors }
}
