import { useQuery } from '@tanstack/react-query'
import { teamQuery } from '@/api/team'
import { NativeSelect, type SelectOption } from '@/components/ui/select'
import { memberName } from '@/lib/member-name'

// Changes not made by a signed-in person, chosen by kind.
const OTHER_ACTORS: SelectOption[] = [
  { value: 'guest_link', label: 'Guests (through their link)' },
  { value: 'api_token', label: 'API tokens' },
  { value: 'system', label: 'System' },
]

type ActorSelectProps = { eventUuid: string; value: string | undefined; onChange: (actor: string | undefined) => void }

/** Who made the change: someone on the event's team, or a kind of non-person actor. */
export function ActorSelect({ eventUuid, value, onChange }: ActorSelectProps) {
  const team = useQuery(teamQuery(eventUuid))
  const people: SelectOption[] = (team.data ?? []).filter((member) => member.user_id).map((member) => ({ value: member.user_id!, label: memberName(member) }))
  // A filter from a shared link may name someone no longer on the team: keep it selectable.
  const known = !value || people.some((p) => p.value === value) || OTHER_ACTORS.some((a) => a.value === value)
  const options = [...people, ...OTHER_ACTORS, ...(known ? [] : [{ value: value!, label: 'Another person' }])]
  return (
    <NativeSelect
      aria-label="Who"
      className="sm:w-52"
      placeholder="Anyone"
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      data-testid="audit-actor-filter"
    />
  )
}
