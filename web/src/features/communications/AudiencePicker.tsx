import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { attendeeTagsQuery, type AttendeeTag } from '@/api/attendee-tags'
import { attendeeTabsQuery } from '@/api/attendee-views'
import type { AlertAudience } from '@/api/communications'
import { hostGroupsQuery } from '@/api/host-groups'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { FILTER_OPTIONS } from '@/lib/guest-filters/guest-filters'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/counts'
import { AUDIENCE_KINDS, audienceOfKind, type AudienceKind } from './audience-kind'
import { HandPickedGuests } from './HandPickedGuests'
import { QuerySelect } from '@/components/query-select'
import { PendingSpinner, QueryView } from '@/components/query-view'

type AudiencePickerProps = {
  eventUuid: string
  kind: AudienceKind
  /** What was picked for each way (kept while another way is chosen). */
  picks: AlertAudience
  onChange: (kind: AudienceKind, picks: AlertAudience) => void
  /** How many guests the saved audience reaches now; undefined while it is counted. */
  count: number | undefined
  counting: boolean
  /** Why it cannot be sent to yet (a tab not chosen…), if so. */
  missing: string | null
  /** Sent already: the count is who matches now (continuous delivery reaches them). */
  sent: boolean
  disabled?: boolean
  errors: FieldErrors
}

const GUEST_FILTERS = FILTER_OPTIONS.filter((option) => option.value !== 'all')

/** A tag as a toggle: pressed when it is in the list. */
function TagToggles({
  label,
  tags,
  chosen,
  onChange,
  disabled,
  testId,
}: {
  label: string
  tags: AttendeeTag[]
  chosen: string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
  testId: string
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1.5" data-testid={testId}>
      <span className="text-[13px] font-medium">{label}</span>
      {tags.length === 0 ? (
        <p className="text-xs text-muted-foreground">The event has no tags yet. Add them on the guest list.</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {tags.map((tag) => {
            const pressed = chosen.includes(tag.id)
            return (
              <button
                key={tag.id}
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onChange(pressed ? chosen.filter((id) => id !== tag.id) : [...chosen, tag.id])}
                className={cn(
                  'inline-flex h-7 items-center gap-1.5 rounded-full border px-2.5 text-xs font-medium transition-colors disabled:opacity-60',
                  pressed ? 'border-primary bg-primary-soft text-primary' : 'border-border-strong bg-background text-foreground hover:bg-muted',
                )}
              >
                <span className="size-2 rounded-full" style={{ background: tag.color }} aria-hidden />
                {tag.name}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}

/**
 * Who gets the communication (spec section 7): everyone, a guest-list filter,
 * a saved tab, tags (any of, except), a host group or guests picked one by
 * one, with how many that is now.
 */
export function AudiencePicker({ eventUuid, kind, picks, onChange, count, counting, missing, sent, disabled, errors }: AudiencePickerProps) {
  const tabs = useQuery({ ...attendeeTabsQuery(eventUuid), enabled: kind === 'tab' })
  const tags = useQuery({ ...attendeeTagsQuery(eventUuid), enabled: kind === 'tags' })
  const groups = useQuery({ ...hostGroupsQuery(eventUuid, { page: 1, per_page: 100 }), enabled: kind === 'group' })
  const tagNames = (ids: string[]) => ids.map((id) => tags.data?.find((tag) => tag.id === id)?.name ?? '…').join(', ')
  // What was chosen, in words: shown instead of the choices once it can no longer change.
  const summary = {
    all: 'All guests',
    filter: `Filter: ${GUEST_FILTERS.find((option) => option.value === picks.filters[0])?.label ?? picks.filters[0] ?? '—'}`,
    tab: `Tab: ${tabs.data?.find((tab) => tab.id === picks.tab_id)?.name ?? '…'}`,
    tags: [
      picks.tag_ids.length ? `Tagged ${tagNames(picks.tag_ids)}` : 'All guests',
      picks.except_tag_ids.length ? `except those tagged ${tagNames(picks.except_tag_ids)}` : '',
    ]
      .filter(Boolean)
      .join(', '),
    group: `Host group: ${groups.data?.groups.find((group) => group.id === picks.host_group_id)?.name ?? '…'}`,
    guests: `${plural(picks.attendee_ids?.length ?? 0, 'guest', 'guests')} picked one by one`,
  }[kind]
  const set = (next: Partial<AlertAudience>) => onChange(kind, { ...picks, ...next })
  const audienceError = Object.entries(errors).find(([field]) => field.startsWith('audience'))?.[1]?.[0]

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <CardTitle>{sent ? 'Sent to' : 'Who gets it'}</CardTitle>
        <p className="flex items-center gap-1.5 text-[13px] font-medium" aria-live="polite" data-testid="audience-count">
          {counting && <Spinner className="size-3.5" label="Counting" />}
          <Users className="size-4 text-muted-foreground" aria-hidden />
          {missing ? (
            <span className="text-muted-foreground">—</span>
          ) : count === undefined ? (
            'Counting…'
          ) : (
            `${plural(count, 'recipient', 'recipients')}${sent ? ' now' : ''}`
          )}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {disabled ? (
          <p className="text-[13px]" data-testid="audience-summary">
            {summary}
          </p>
        ) : (
          renderChoices()
        )}
      </CardContent>
    </Card>
  )

  // A function, not a component: a component declared here would be new on every render and lose its focus.
  function renderChoices() {
    return (
      <>
        <fieldset className="flex flex-col gap-1" disabled={disabled}>
          <legend className="sr-only">Who gets it</legend>
          {AUDIENCE_KINDS.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-[13px] has-[:checked]:font-medium">
              <input
                type="radio"
                name="audience-kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => onChange(option.value, picks)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {option.label}
            </label>
          ))}
        </fieldset>

        {kind === 'filter' && (
          <FormField id="audience-filter" label="Filter">
            <NativeSelect
              id="audience-filter"
              disabled={disabled}
              value={picks.filters[0] ?? ''}
              placeholder="Choose a filter"
              options={GUEST_FILTERS}
              onChange={(event) => set({ filters: event.target.value ? [event.target.value] : [] })}
            />
          </FormField>
        )}
        {kind === 'tab' && (
          <FormField
            id="audience-tab"
            label="Tab"
            hint={
              tabs.data?.length === 0 ? 'No saved tabs yet: save a view of the guest list as a tab first.' : 'Whoever the tab shows when the message goes out.'
            }
          >
            <QuerySelect
              id="audience-tab"
              query={tabs}
              disabled={disabled}
              value={picks.tab_id ?? ''}
              pendingPlaceholder="Loading tabs…"
              placeholder="Choose a tab"
              options={(list) => list.map((tab) => ({ value: tab.id, label: tab.name }))}
              onChange={(event) => set({ tab_id: event.target.value || null })}
            />
          </FormField>
        )}
        {kind === 'tags' && (
          <div className="flex flex-col gap-3">
            <QueryView query={tags} pendingLabel="Loading tags" pending={<PendingSpinner />}>
              {() => (
                <>
                  <TagToggles
                    label="Any of these tags"
                    testId="audience-tags"
                    tags={tags.data ?? []}
                    chosen={picks.tag_ids}
                    disabled={disabled}
                    onChange={(ids) => set({ tag_ids: ids })}
                  />
                  <TagToggles
                    label="Except guests tagged"
                    testId="audience-except-tags"
                    tags={tags.data ?? []}
                    chosen={picks.except_tag_ids}
                    disabled={disabled}
                    onChange={(ids) => set({ except_tag_ids: ids })}
                  />
                  <p className="text-xs text-muted-foreground">No tag chosen above: every guest, except those tagged.</p>
                </>
              )}
            </QueryView>
          </div>
        )}
        {kind === 'group' && (
          <FormField
            id="audience-group"
            label="Host group"
            hint={groups.data?.groups.length === 0 ? 'The event has no host groups yet.' : 'The group’s hosts and guests.'}
          >
            <QuerySelect
              id="audience-group"
              query={groups}
              disabled={disabled}
              value={picks.host_group_id ?? ''}
              pendingPlaceholder="Loading groups…"
              placeholder="Choose a group"
              options={(page) => page.groups.map((group) => ({ value: group.id, label: group.name }))}
              onChange={(event) => set({ host_group_id: event.target.value || null })}
            />
          </FormField>
        )}
        {kind === 'guests' && (
          <HandPickedGuests eventUuid={eventUuid} ids={picks.attendee_ids ?? []} disabled={disabled} onChange={(ids) => set({ attendee_ids: ids })} />
        )}

        {(audienceError || missing) && (
          <p role={audienceError ? 'alert' : undefined} className={cn('text-xs', audienceError ? 'text-error' : 'text-muted-foreground')}>
            {audienceError ?? missing}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Guests without an email address, and addresses that unsubscribed or bounced, are left out of the count and get nothing.
        </p>
      </>
    )
  }
}

/** What is still to choose for a way of picking guests, or null. */
export function audienceMissing(kind: AudienceKind, picks: AlertAudience): string | null {
  const audience = audienceOfKind(kind, picks)
  switch (kind) {
    case 'filter':
      return audience.filters.length ? null : 'Choose a filter.'
    case 'tab':
      return audience.tab_id ? null : 'Choose a tab.'
    case 'group':
      return audience.host_group_id ? null : 'Choose a host group.'
    case 'guests':
      return audience.attendee_ids?.length ? null : 'Pick at least one guest.'
    default:
      return null
  }
}
