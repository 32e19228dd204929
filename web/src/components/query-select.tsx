import type { ComponentProps } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { NativeSelect, type SelectOption } from '@/components/ui/select'

type QuerySelectProps<T> = Omit<ComponentProps<typeof NativeSelect>, 'options'> & {
  /** The read that lists the choices. */
  query: UseQueryResult<T, Error>
  options: (data: T) => readonly SelectOption[]
  /** The first line while the choices load ("Loading tabs…"); "Loading…" when omitted. */
  pendingPlaceholder?: string
  /** The first line when the read found nothing to choose ("No users"); the usual placeholder when omitted. */
  emptyPlaceholder?: string
  /** The first line when the read failed; "Couldn’t load the choices" when omitted. */
  errorPlaceholder?: string
}

/**
 * A select whose choices come from a read: `<QueryView>`'s counterpart for a control inside a form,
 * where a skeleton would move the form about. While the read is pending the control is disabled and
 * says so; when it failed, it is disabled and says it could not load them (the form around it can
 * still be sent without them where that makes sense); when it found none, it says that.
 */
export function QuerySelect<T>({
  query,
  options,
  pendingPlaceholder = 'Loading…',
  emptyPlaceholder,
  errorPlaceholder = 'Couldn’t load the choices',
  placeholder,
  disabled,
  ...props
}: QuerySelectProps<T>) {
  const choices = query.data === undefined ? [] : options(query.data)
  const first = query.isPending
    ? pendingPlaceholder
    : query.data === undefined
      ? errorPlaceholder
      : choices.length === 0 && emptyPlaceholder !== undefined
        ? emptyPlaceholder
        : placeholder
  return (
    <NativeSelect {...props} options={choices} placeholder={first} disabled={disabled || query.data === undefined} aria-busy={query.isPending || undefined} />
  )
}
