import { useState } from 'react'
import { History } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { fromLocalInput, toLocalInput } from '@/lib/audit-time'
import { ToolButtonLabel } from '../ToolButtonLabel'

type TimeTravelControlProps = {
  /** The moment shown (ISO), or undefined for the live list. */
  asOf: string | undefined
  onChange: (asOf: string | undefined) => void
  /** False: the closed control shows its icon alone, where the toolbar is short of room. */
  labelled?: boolean
}

/**
 * "Time travel": pick a past moment to see the guest list and its counters as
 * they were then; "Now" goes back to the live list. The picker works to the
 * minute in the browser's zone and never offers the future.
 */
export function TimeTravelControl({ asOf, onChange, labelled = true }: TimeTravelControlProps) {
  const [open, setOpen] = useState(Boolean(asOf))
  const [draft, setDraft] = useState(() => toLocalInput(asOf))
  // Follows changes made elsewhere (the banner's "Back to now", a shared link).
  const [shown, setShown] = useState(asOf)
  if (shown !== asOf) {
    setShown(asOf)
    setDraft(toLocalInput(asOf))
    if (!asOf) setOpen(false)
  }
  const now = toLocalInput(new Date().toISOString())

  if (!open && !asOf) {
    return (
      <Button variant="secondary" size={labelled ? 'md' : 'icon'} title="Time travel: the list as it was at a past moment" data-testid="time-travel-button" onClick={() => setOpen(true)}>
        <History aria-hidden />
        <ToolButtonLabel shown={labelled}>Time travel</ToolButtonLabel>
      </Button>
    )
  }

  const apply = (value: string) => {
    setDraft(value)
    const moment = fromLocalInput(value, 'start')
    // The input lets people type past its max: a future moment has no past view.
    if (moment && new Date(moment).getTime() <= Date.now()) onChange(moment)
  }

  return (
    <div role="group" aria-label="Time travel" className="flex items-center gap-2" data-testid="time-travel-control">
      <History aria-hidden className="size-4 text-muted-foreground" />
      <Input
        type="datetime-local"
        aria-label="Show the guest list as it was at"
        title="Show the guest list as it was at"
        className="sm:w-52"
        value={draft}
        max={now}
        onChange={(event) => apply(event.target.value)}
        data-testid="time-travel-input"
      />
      <Button
        variant={asOf ? 'soft' : 'ghost'}
        data-testid="time-travel-now"
        onClick={() => {
          setDraft('')
          setOpen(false)
          onChange(undefined)
        }}
      >
        Now
      </Button>
    </div>
  )
}
