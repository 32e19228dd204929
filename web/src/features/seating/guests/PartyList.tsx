import { GripVertical, Hand, Users } from 'lucide-react'
import { TagChip } from '@/components/TagChip'
import { cn } from '@/lib/cn'
import type { GuestParty, PartyMember, SidebarEntry } from './parties'
import type { PickedParty } from './use-plan-drop'

// The unseated tab's list: each party is one drag (or one pick); a host
// group's header drags the whole group, each guest row drags the guest with
// their plus-ones, a plus-one's row just them.

type DragPropsOf = (members: PartyMember[], label: string) => Record<string, unknown>

type PartyListProps = {
  entries: readonly SidebarEntry[]
  canEdit: boolean
  dragProps: DragPropsOf
  picked: PickedParty | null
  onPick: (party: PickedParty) => void
}

export function PartyList({ entries, canEdit, dragProps, picked, onPick }: PartyListProps) {
  return (
    <ul className="flex flex-col gap-2" data-testid="unseated-parties">
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <li key={entry.key} className="rounded-lg border border-border bg-background" data-testid="seating-group">
            <PartyHandle
              label={`${entry.name} (${entry.members.length})`}
              members={entry.members}
              canEdit={canEdit}
              dragProps={dragProps}
              picked={picked}
              onPick={onPick}
              className="border-b border-border bg-muted/50 font-semibold"
              icon
            />
            <ul>
              {entry.parties.map((party) => (
                <PartyRows key={party.key} party={party} canEdit={canEdit} dragProps={dragProps} picked={picked} onPick={onPick} />
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.key} className="rounded-lg border border-border bg-background">
            <ul>
              <PartyRows party={entry.party} canEdit={canEdit} dragProps={dragProps} picked={picked} onPick={onPick} />
            </ul>
          </li>
        ),
      )}
    </ul>
  )
}

type RowsProps = Omit<PartyListProps, 'entries'> & { party: GuestParty }

/** A lead's row drags their whole party; each plus-one's row drags only them. */
function PartyRows({ party, ...rest }: RowsProps) {
  const [lead, ...plusOnes] = party.members
  const partyLabel = plusOnes.length ? `${lead!.full_name} +${plusOnes.length}` : lead!.full_name
  return (
    <>
      <li data-testid="seating-party" data-party-size={party.members.length}>
        <PartyHandle label={partyLabel} members={party.members} tags={lead!.tag_objects} {...rest} />
      </li>
      {plusOnes.map((guest) => (
        <li key={guest.id}>
          <PartyHandle label={guest.full_name} members={[guest]} tags={guest.tag_objects} className="pl-8 text-muted-foreground" {...rest} />
        </li>
      ))}
    </>
  )
}

type HandleProps = Omit<PartyListProps, 'entries'> & {
  label: string
  members: PartyMember[]
  tags?: PartyMember['tag_objects']
  className?: string
  icon?: boolean
}

function PartyHandle({ label, members, tags = [], canEdit, dragProps, picked, onPick, className, icon }: HandleProps) {
  const isPicked = picked !== null && picked.members.length === members.length && picked.members.every((member, i) => member.id === members[i]!.id)
  return (
    <div
      {...(canEdit ? dragProps(members, label) : {})}
      data-testid="seating-guest"
      data-guest-name={members[0]!.full_name}
      data-members={members.length}
      className={cn(
        'group flex min-h-10 items-center gap-2 px-2 py-1.5 text-[13px]',
        canEdit && 'cursor-grab active:cursor-grabbing',
        isPicked && 'bg-primary-soft ring-2 ring-primary ring-inset',
        className,
      )}
    >
      {canEdit && <GripVertical className="size-3.5 shrink-0 text-subtle-foreground" aria-hidden />}
      {icon && <Users className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />}
      <span className="min-w-0 flex-1 truncate" title={label}>
        {label}
      </span>
      {tags.slice(0, 2).map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} className="max-w-20" />
      ))}
      {canEdit && (
        <button
          type="button"
          onClick={() => onPick({ label, members })}
          aria-pressed={isPicked}
          aria-label={`Pick ${label}, then tap a seat`}
          title="Pick, then tap a seat"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:text-primary"
        >
          <Hand className="size-4" aria-hidden />
        </button>
      )}
    </div>
  )
}
