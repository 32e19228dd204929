import type { ReactNode } from 'react'
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'
import { errorStatus } from '@/lib/api-error'

type QueryViewProps<T> = {
  /** A read, or a read by pages (its data is every page so far). */
  query: UseQueryResult<T, Error> | UseInfiniteQueryResult<T, Error>
  /** The loading placeholder's name for screen readers ("Loading events"). */
  pendingLabel: string
  /** The placeholder's shape (skeleton rows like the content); three skeleton lines when omitted. */
  pending?: ReactNode
  pendingClassName?: string
  /** Shown instead of the error's own message (a title that names what failed, say). */
  error?: (error: Error) => ReactNode
  /** What shows when there is nothing; `isEmpty` says when (an empty array by default). */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * One place for a query's states: a named loading placeholder, the failure with a way to try
 * again, the empty state, then the content. Pages used to write these branches each their own way.
 */
export function QueryView<T>({ query, pendingLabel, pending, pendingClassName, error, empty, isEmpty = isEmptyList, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={pendingLabel} className={cn(pending === undefined && 'flex flex-col gap-3 p-5', pendingClassName)}>
        {pending ?? [0, 1, 2].map((index) => <Skeleton key={index} className="h-5 w-full" />)}
      </div>
    )
  }
  // A failed refresh of what is already shown keeps it on screen: the page says so its own way, if at all.
  if (query.isError && query.data === undefined) {
    return (
      // A page's own error (an EmptyState, a card) brings its padding and takes the width; the plain message gets the list's.
      <div className={cn('flex flex-col gap-3', error ? 'pb-6' : 'items-start px-5 py-6')}>
        {error ? (
          error(query.error)
        ) : (
          <p role="alert" className="text-[13px] text-error">
            {query.error.message}
          </p>
        )}
        {mayHelpToRetry(query.error) && (
          <Button variant="secondary" size="sm" className={error ? 'self-center' : undefined} onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        )}
      </div>
    )
  }
  const data = query.data as T
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>
  return <>{children(data)}</>
}

/** A refusal (403, 404, 422…) answers the same again; a lost connection (status 0), a 5xx, a timeout or a rate limit may not. */
function mayHelpToRetry(error: Error): boolean {
  const status = errorStatus(error)
  return status === 0 || status >= 500 || status === 408 || status === 429
}

/** A small turning circle as a `pending` placeholder where a skeleton would not fit (a list inside a dialog); QueryView names it. */
export function PendingSpinner() {
  return <LoaderCircle aria-hidden className="size-4 animate-spin text-current" />
}
