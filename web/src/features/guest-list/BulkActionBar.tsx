import { X } from 'lucide-react'
import type { TriState } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { APPROVAL_OPTIONS, RSVP_OPTIONS, type TriStateOption } from './tri-state'
import { BulkStatusMenu } from './BulkStatusMenu'
import { BulkInviteButton } from './BulkInviteButton'
import { BulkTicketVariationMenu } from '@/features/guest-fields/BulkTicketVariationMenu'
import { BulkAddTagsButton } from '@/features/attendee-tags/BulkAddTagsDialog'
import { useBulkSetApproval, useBulkSetRsvp } from './use-guest-mutations'

type BulkActionBarProps = { eventUuid: string; selectedIds: string[]; onClear: () => void }

export function BulkActionBar({ eventUuid, selectedIds, onClear }: BulkActionBarProps) {
  const setRsvp = useBulkSetRsvp(eventUuid)
  const setApproval = useBulkSetApproval(eventUuid)
  const busy = setRsvp.isPending || setApproval.isPending
  const count = selectedIds.length

  const apply = (kind: 'rsvp' | 'approval', option: TriStateOption) => {
    const mutation = kind === 'rsvp' ? setRsvp : setApproval
    const label = kind === 'rsvp' ? `RSVP set to ${option.label}` : `Approval set to ${option.label}`
    mutation.mutate({ ids: selectedIds, value: option.value as TriState, label }, { onSuccess: onClear })
  }

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      data-testid="bulk-actions"
      className="flex animate-fade-in flex-wrap items-center gap-2 border-b border-border bg-primary-soft/60 px-4 py-2"
    >
      <p className="mr-2 text-[13px] font-medium text-primary" aria-live="polite">
        {count} selected
      </p>
      <BulkStatusMenu label="Set RSVP" options={RSVP_OPTIONS} disabled={busy} onPick={(option) => apply('rsvp', option)} />
      <BulkStatusMenu label="Set approval" options={APPROVAL_OPTIONS} disabled={busy} onPick={(option) => apply('approval', option)} />
      <BulkAddTagsButton eventUuid={eventUuid} selectedIds={selectedIds} onDone={onClear} />
      <BulkInviteButton eventUuid={eventUuid} selectedIds={selectedIds} onDone={onClear} />
      <BulkTicketVariationMenu eventUuid={eventUuid} selectedIds={selectedIds} onDone={onClear} />
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  )
}
