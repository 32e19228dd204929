import { useFieldErrors } from '@/components/form/use-field-errors'

// A PEM certificate or key is a few kilobytes; the server takes 20,000 characters a file.
const MAX_FILE_BYTES = 20_000

/** A credential file chosen in the browser, read as text so the JSON request carries it. */
export async function fileText(file: File | null | undefined): Promise<string | null> {
  if (!file) return null
  if (file.size > MAX_FILE_BYTES) return `${file.name}: too large`
  return file.text()
}

/** The 422 messages of a wallet save under their fields; anything else in a snackbar. */
export function useWalletErrors() {
  const { errors, setErrors, showFailure } = useFieldErrors()
  const failed = (error: unknown) => showFailure(error, 'The credentials could not be saved. Try again.')
  return { errors, setErrors, failed }
}
