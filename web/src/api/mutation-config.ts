import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * What a screen adds to a mutation hook of web/src/api: its own reactions (a snackbar, closing a
 * dialog, a 422 under the fields). The hook keeps the request and what it changes in the cache.
 */
export type MutationConfig<TData, TVariables = void, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
>

/**
 * The screen's options with the hook's cache work added to their onSuccess. Both start at once
 * (the screen's words show without waiting for the lists to read again) and the mutation is
 * pending until both are done, so a page never shows the old list after a success.
 */
export function withCacheWork<TData, TVariables, TOnMutateResult>(
  config: MutationConfig<TData, TVariables, TOnMutateResult> | undefined,
  cacheWork: (data: TData, variables: TVariables) => unknown,
): MutationConfig<TData, TVariables, TOnMutateResult> {
  return {
    ...config,
    onSuccess: (data, variables, onMutateResult, context) =>
      Promise.all([cacheWork(data, variables), config?.onSuccess?.(data, variables, onMutateResult, context)]),
  }
}

/**
 * The same, with the screen's onSuccess waiting until the cache has the change: for a screen that
 * moves on (navigates, closes) to a page that must already read the new state.
 */
export function withCacheWorkFirst<TData, TVariables, TOnMutateResult>(
  config: MutationConfig<TData, TVariables, TOnMutateResult> | undefined,
  cacheWork: (data: TData, variables: TVariables) => unknown,
): MutationConfig<TData, TVariables, TOnMutateResult> {
  return {
    ...config,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await cacheWork(data, variables)
      await config?.onSuccess?.(data, variables, onMutateResult, context)
    },
  }
}

/**
 * The screen's options with the hook's cache work added to onError: a refusal that tells what the
 * server now holds (a changed journey, a gone offer) shows it, and the screen still says why.
 */
export function withCacheWorkOnError<TData, TVariables, TOnMutateResult>(
  config: MutationConfig<TData, TVariables, TOnMutateResult> | undefined,
  cacheWork: (error: Error, variables: TVariables) => unknown,
): MutationConfig<TData, TVariables, TOnMutateResult> {
  return {
    ...config,
    onError: (error, variables, onMutateResult, context) =>
      Promise.all([cacheWork(error, variables), config?.onError?.(error, variables, onMutateResult, context)]),
  }
}

/**
 * The screen's options with the hook's cache work added to onSettled: the lists read again after a
 * success and after a failure alike (an optimistic patch undone, a half-applied bulk change).
 */
export function withCacheWorkSettled<TData, TVariables, TOnMutateResult>(
  config: MutationConfig<TData, TVariables, TOnMutateResult> | undefined,
  cacheWork: () => unknown,
): MutationConfig<TData, TVariables, TOnMutateResult> {
  return {
    ...config,
    onSettled: (data, error, variables, onMutateResult, context) =>
      Promise.all([cacheWork(), config?.onSettled?.(data, error, variables, onMutateResult, context)]),
  }
}
