import { useQuery } from '@tanstack/react-query'
import { eventTemplateQuery, type EventTemplate } from '@/api/event-duplication'
import { Checkbox } from '@/components/ui/checkbox'
import { partSize } from './duplication-counts'
import { PendingSpinner, QueryView } from '@/components/query-view'

type DuplicationChoiceProps = {
  eventUuid: string
  includeGuests: boolean
  onIncludeGuestsChange: (include: boolean) => void
}

/** What a duplicate will copy (read from the event as it is now), and whether its guests come too. */
export function DuplicationChoice({ eventUuid, includeGuests, onIncludeGuestsChange }: DuplicationChoiceProps) {
  const template = useQuery(eventTemplateQuery(eventUuid))
  return (
    <QueryView query={template} pendingLabel="Reading what will be copied" pendingClassName="flex justify-center py-8" pending={<PendingSpinner />}>
      {(read) => <DuplicationParts template={read} includeGuests={includeGuests} onIncludeGuestsChange={onIncludeGuestsChange} />}
    </QueryView>
  )
}

function DuplicationParts({ template, includeGuests, onIncludeGuestsChange }: Omit<DuplicationChoiceProps, 'eventUuid'> & { template: EventTemplate }) {
  const parts = template.parts.filter((part) => !part.only_when_asked)
  const guests = template.guests
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-[13px] font-medium text-foreground">The copy gets</p>
        <ul className="mt-2 flex flex-col divide-y divide-border rounded-md border border-border" data-testid="duplication-parts">
          <li className="flex items-center justify-between gap-3 px-3 py-2 text-[13px]">
            <span>Settings, dates, location and group settings</span>
          </li>
          {parts.map((part) => (
            <li key={part.key} className="flex items-center justify-between gap-3 px-3 py-2 text-[13px]">
              <span>{part.label}</span>
              {partSize(part, template) !== null && <span className="shrink-0 text-muted-foreground tabular-nums">{partSize(part, template)}</span>}
            </li>
          ))}
        </ul>
      </div>
      <label className="flex items-start gap-3 rounded-md border border-border px-3 py-2.5 text-[13px]">
        <Checkbox
          className="mt-0.5"
          checked={includeGuests}
          onCheckedChange={(checked) => onIncludeGuestsChange(checked === true)}
          aria-describedby="duplicate-guests-help"
        />
        <span>
          <span className="font-medium text-foreground">Also copy the guest list ({guests === 1 ? '1 guest' : `${guests} guests`})</span>
          <span id="duplicate-guests-help" className="mt-0.5 block text-muted-foreground">
            Guests are copied with their details, tags and custom fields, without RSVPs, check-ins, invitations or seats.
          </span>
        </span>
      </label>
    </div>
  )
}
