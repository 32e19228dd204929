import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MailX, Plus } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { suppressionsQuery, type Suppression } from '@/api/mail-settings'
import { SearchInput } from '@/components/ui/search-input'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { exactEventTime, formatEventTime } from '@/lib/event-time'
import { isApiError } from '@/lib/api-error'
import { SettingsSection } from '@/components/SettingsSection'
import { SUPPRESSION_REASON_LOOKS } from './suppression-reasons'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAddSuppression, useRemoveSuppression } from './use-mail-settings-mutations'
import { failureMessageOf } from '@/components/form/field-errors'
import { QueryView } from '@/components/query-view'

/** The organisation's addresses that communications skip: who, why, since when; remove one, add one. */
export function SuppressionListSection({ eventUuid, canManage }: { eventUuid: string; canManage: boolean }) {
  const [search, setSearch] = useState('')
  const searched = useDebouncedValue(search.trim(), 250)
  const suppressions = useQuery(suppressionsQuery(eventUuid, searched))
  const event = useQuery(eventQuery(eventUuid))
  const timezone = event.data?.timezone ?? 'UTC'
  const remove = useRemoveSuppression(eventUuid)
  const confirm = useConfirm()

  async function confirmRemove(suppression: Suppression) {
    const outcome = await confirm({
      heading: `Remove ${suppression.email}?`,
      message:
        suppression.reason === 'bounced'
          ? 'Communications go to this address again. Mail to it bounced before: remove it only if the address works now.'
          : 'Communications go to this address again.',
      confirmLabel: 'Remove',
    })
    if (isConfirmed(outcome)) remove.mutate(suppression.email)
  }

  const list = suppressions.data?.data ?? []
  const total = suppressions.data?.meta.total ?? 0
  // A search box for a list long enough to need one (and while searching).
  const searchable = total > 5 || search !== ''
  const now = new Date()
  return (
    <SettingsSection
      title="Suppression list"
      description="Addresses that will not receive communications from your organisation's events: guests who unsubscribed, marked a message as spam, or whose mail bounced."
    >
      <Card className="overflow-hidden">
        {(canManage || searchable) && (
          <div className="flex flex-col gap-3 border-b border-border bg-canvas/60 px-4 py-3 md:flex-row md:items-start">
            {canManage && <AddSuppressionForm eventUuid={eventUuid} />}
            {searchable && (
              <SearchInput
                value={search}
                onValueChange={setSearch}
                placeholder="Search addresses"
                aria-label="Search the list"
                className="md:ml-auto md:w-64"
              />
            )}
          </div>
        )}
        <QueryView
          query={suppressions}
          pendingLabel="Loading the list"
          pending={
            <>
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-1/3" />
            </>
          }
          pendingClassName="flex flex-col gap-3 p-5"
          error={(error) => <EmptyState icon={MailX} title="Could not load the list" description={error.message} />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            searched ? (
              <EmptyState icon={MailX} title="No address matches" description={`Nothing on the list holds “${searched}”.`} className="py-10" />
            ) : (
              <EmptyState
                icon={MailX}
                title="No addresses yet"
                description="When a guest unsubscribes or their mail bounces, their address shows here."
                className="py-10"
              />
            )
          }
        >
          {() => (
            <ul aria-label="Suppressed addresses" className="divide-y divide-border">
              {list.map((suppression) => {
                const look = SUPPRESSION_REASON_LOOKS[suppression.reason]
                return (
                  <li key={suppression.email} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5" data-testid="suppression-row">
                    <span className="min-w-0 flex-1 basis-56 truncate text-[13px] font-medium" title={suppression.email}>
                      {suppression.email}
                    </span>
                    <Badge tone={look?.tone ?? 'neutral'} title={look?.explanation}>
                      {suppression.reason_label}
                    </Badge>
                    <time
                      dateTime={suppression.created_at}
                      title={exactEventTime(suppression.created_at, timezone)}
                      className="text-xs text-muted-foreground tabular-nums"
                    >
                      {formatEventTime(suppression.created_at, timezone, now)}
                    </time>
                    {canManage && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${suppression.email}`}
                        disabled={remove.isPending}
                        onClick={() => void confirmRemove(suppression)}
                      >
                        Remove
                      </Button>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </QueryView>
        {total > list.length && (
          <p className="border-t border-border bg-canvas/60 px-4 py-2 text-xs text-muted-foreground">
            The newest {list.length} of {total.toLocaleString('en-US')} addresses. Search to find another.
          </p>
        )}
      </Card>
    </SettingsSection>
  )
}

function AddSuppressionForm({ eventUuid }: { eventUuid: string }) {
  const add = useAddSuppression(eventUuid)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (address === '') return setError('Enter an address.')
    add.mutate(address, {
      onSuccess: () => setEmail(''),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422) setError(failureMessageOf(failure, { field: 'email' }))
      },
    })
  }

  return (
    <form aria-label="Add an address" noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-1.5 md:max-w-md md:flex-1">
      <Label htmlFor="suppression-email" className="sr-only">
        Address that will not receive communications
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="suppression-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="guest@example.com"
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'suppression-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(null)
          }}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? <Spinner label="Adding" /> : <Plus aria-hidden />}
          Add address
        </Button>
      </div>
      {error && (
        <p id="suppression-email-error" role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </form>
  )
}
