/**
 * What a screen adds to a mutation hook: its own reaction (close a dialog, show the errors under
 * the fields, go to the new page) after the hook has brought the cache up to date. The hook owns
 * the cache, so every screen sending the command refreshes the same queries; the screen owns
 * what a person sees.
 */
export type MutationCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: Error, variables: TVariables) => unknown
  /** After either: a pressed button comes back, a progress bar goes. */
  onSettled?: () => unknown
}
