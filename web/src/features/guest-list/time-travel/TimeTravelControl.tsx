import { useId, useState } from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { History } from 'lucide-react'
import { zoneLabel } from '@usher/domain/format/zoned-time'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { fromLocalInput, toLocalInput } from '@/lib/audit-time'
import { ToolButtonLabel } from '../toolbar/ToolButtonLabel'

type TimeTravelControlProps = {
  /** The moment shown (ISO), or undefined for the live list. */
  asOf: string | undefined
  onChange: (asOf: string | undefined) => void
  /** False: the button shows its icon alone, where the toolbar is short of room. */
  labelled?: boolean
}

/**
 * "Time travel": pick a past moment to see the guest list and its counters as
 * they were then; "Now" goes back to the live list. The picker works to the
 * minute in the browser's zone (it says which) and never offers the future. It
 * opens over the list, not in the toolbar: open in the toolbar, its field and
 * "Now" pushed the toolbar onto a second row at 768 px (issue 28).
 */
export function TimeTravelControl({ asOf, onChange, labelled = true }: TimeTravelControlProps) {
  const inputId = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(() => toLocalInput(asOf))
  // Follows changes made elsewhere (the banner's "Back to now", a shared link).
  const [shown, setShown] = useState(asOf)
  if (shown !== asOf) {
    setShown(asOf)
    setDraft(toLocalInput(asOf))
  }
  const now = toLocalInput(new Date().toISOString())
  const zone = zoneLabel(draft ? fromLocalInput(draft, 'start') : new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)
  const title = asOf ? 'Time travel: the list shows a past moment' : 'Time travel: the list as it was at a past moment'

  const apply = (value: string) => {
    setDraft(value)
    const moment = fromLocalInput(value, 'start')
    // The input lets people type past its max: a future moment has no past view.
    if (moment && new Date(moment).getTime() <= Date.now()) onChange(moment)
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant={asOf ? 'soft' : 'secondary'} size={labelled ? 'md' : 'icon'} title={title} data-testid="time-travel-button">
          <History aria-hidden />
          <ToolButtonLabel shown={labelled}>Time travel</ToolButtonLabel>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        sideOffset={6}
        align="end"
        role="group"
        aria-label="Time travel"
        className="z-50 flex w-[min(20rem,calc(100vw-1.5rem))] flex-col gap-2 rounded-lg border border-border bg-background p-3 shadow-lg"
        data-testid="time-travel-control"
      >
        <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
          Show the guest list as it was at
        </label>
        <div className="flex items-center gap-2">
          <Input
            id={inputId}
            type="datetime-local"
            className="min-w-0 flex-1"
            value={draft}
            max={now}
            onChange={(event) => apply(event.target.value)}
            data-testid="time-travel-input"
          />
          <span className="shrink-0 text-xs text-muted-foreground" data-testid="time-travel-zone">
            {zone}
          </span>
        </div>
        <div className="flex justify-end">
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
      </PopoverContent>
    </Popover>
  )
}
