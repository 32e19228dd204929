import { DateTime } from 'luxon'
import type { ReportBreakdown } from '@/api/reports'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/select'
import { zoneLabel } from './report-format'

const BREAKDOWNS: { value: ReportBreakdown; label: string }[] = [
  { value: 'all', label: 'All guests' },
  { value: 'host_group', label: 'Host group' },
  { value: 'tag', label: 'Tag' },
  { value: 'ticket_variation', label: 'Ticket variation' },
]

type ReportControlsProps = {
  by?: ReportBreakdown
  onByChange?: (by: ReportBreakdown) => void
  asOf: string | null
  onAsOfChange: (asOf: string | null) => void
  timeZone: string
}

/** What the reports are broken down by, and the moment they show (typed in the event's zone; empty: now). */
export function ReportControls({ by, onByChange, asOf, onAsOfChange, timeZone }: ReportControlsProps) {
  const local = asOf ? DateTime.fromISO(asOf).setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm") : ''
  return (
    <div className="mb-6 flex flex-wrap items-end gap-4">
      {by && onByChange && (
        <label className="flex flex-col gap-1 text-[13px] font-medium">
          Break down by
          <NativeSelect value={by} options={BREAKDOWNS} onChange={(change) => onByChange(change.target.value as ReportBreakdown)} className="w-48" />
        </label>
      )}
      <label className="flex flex-col gap-1 text-[13px] font-medium">
        As of ({zoneLabel(timeZone)})
        <input
          type="datetime-local"
          value={local}
          max={DateTime.now().setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm")}
          onChange={(change) => {
            const moment = change.target.value ? DateTime.fromISO(change.target.value, { zone: timeZone }) : null
            onAsOfChange(moment?.isValid ? moment.toUTC().toISO() : null)
          }}
          className="h-9 rounded-md border border-border-strong bg-background px-3 text-[13px] font-normal"
        />
      </label>
      {asOf && (
        <Button variant="ghost" onClick={() => onAsOfChange(null)}>
          Back to now
        </Button>
      )}
    </div>
  )
}
