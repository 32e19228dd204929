import { useState } from 'react'
import { Users } from 'lucide-react'
import type { PartyMember } from '@/api/scanner'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { checkedInAtText } from './scan-view'

type PartyAdmissionProps = {
  members: PartyMember[]
  busy: boolean
  onAdmit: (ids: string[]) => void
  /** After an admission: how many went in, and who was turned down. */
  admitted?: number
  refused?: string[]
  /** The event's zone, for when a member went in. */
  timezone?: string
}

/**
 * A pass for a party (a main guest and their plus-ones): the door admits
 * everyone still outside at once, or ticks the ones who are here.
 */
export function PartyAdmission({ members, busy, onAdmit, admitted, refused, timezone }: PartyAdmissionProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const outside = members.filter((member) => !member.checked_in_at)
  const chosen = outside.filter((member) => selected.has(member.id)).map((member) => member.id)
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const admit = (ids: string[]) => {
    setSelected(new Set())
    onAdmit(ids)
  }
  return (
    <section className="mt-4 rounded-lg border border-border bg-background p-3 text-foreground" aria-label="Party" data-testid="scan-party">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Users className="size-4" aria-hidden />
        Party of {members.length} · {members.length - outside.length} checked in
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {members.map((member) => {
          const id = `party-member-${member.id}`
          const inside = !!member.checked_in_at
          return (
            <li key={member.id} className="flex min-h-11 items-center gap-3 py-1.5" data-testid="party-member" data-checked-in={inside}>
              <Checkbox
                id={id}
                checked={inside || selected.has(member.id)}
                disabled={inside || busy}
                onCheckedChange={(on) => toggle(member.id, on === true)}
                className="size-5"
              />
              <label htmlFor={id} className="min-w-0 flex-1 text-[15px] font-medium break-words">
                {member.name}
                {member.is_main_guest && <span className="ml-1.5 text-sm font-normal text-muted-foreground">(main guest)</span>}
              </label>
              {inside && <span className="shrink-0 text-sm text-success">{checkedInAtText(member.checked_in_at, timezone)}</span>}
            </li>
          )
        })}
      </ul>
      {outside.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="lg" onClick={() => admit(outside.map((member) => member.id))} disabled={busy}>
            Admit all ({outside.length})
          </Button>
          <Button size="lg" variant="secondary" onClick={() => admit(chosen)} disabled={busy || chosen.length === 0}>
            Admit selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">Everyone in this party is checked in.</p>
      )}
      {admitted !== undefined && admitted > 0 && (
        <p className="mt-2 text-sm font-medium text-success" role="status" data-testid="party-admitted">
          {admitted === 1 ? '1 more guest admitted.' : `${admitted} more guests admitted.`}
        </p>
      )}
      {refused && refused.length > 0 && (
        <p className="mt-2 text-sm font-medium text-error" role="alert">
          Not admitted: {refused.join(', ')}.
        </p>
      )}
    </section>
  )
}
