import { Trash2, X } from 'lucide-react'
import type { TriState } from '@/api/attendees'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { APPROVAL_OPTIONS, RSVP_OPTIONS, type TriStateOption } from '../table/tri-state'
import { BulkStatusMenu } from './BulkStatusMenu'
import { BulkInviteButton } from './BulkInviteButton'
import type { InvitationCandidate } from '@usher/domain/invitations/invitation-audience'
import { BulkTicketVariationMenu } from '../custom-fields/BulkTicketVariationMenu'
import { BulkAddTagsButton } from '../tags/BulkAddTagsDialog'
import { useBulkDelete, useBulkSetApproval, useBulkSetRsvp } from '@/api/guest-mutations'
import { formatCount, plural } from '@/lib/counts'
import { PrintBadgesButton } from './PrintBadgesButton'

/**
 * How far the selection reaches: some rows, every row loaded so far (the
 * header checkbox), or every guest the view shows (fetched as ids).
 */
export type SelectionScope = {
  /** Guests the view shows in all, loaded or not. */
  total: number
  /** Every loaded row is selected, and the view has more. */
  canWiden: boolean
  /** The selection is every guest of the view. */
  wholeView: boolean
  widening: boolean
  onWiden: () => void
}

type BulkActionBarProps = { eventUuid: string; selectedIds: string[]; guests: readonly InvitationCandidate[]; scope: SelectionScope; onClear: () => void }

export function BulkActionBar({ eventUuid, selectedIds, guests, scope, onClear }: BulkActionBarProps) {
  const setRsvp = useBulkSetRsvp(eventUuid)
  const setApproval = useBulkSetApproval(eventUuid)
  const remove = useBulkDelete(eventUuid)
  const busy = setRsvp.isPending || setApproval.isPending || remove.isPending || scope.widening
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
      <p className="mr-2 text-[13px] font-medium text-primary tabular-nums" aria-live="polite" data-testid="bulk-selected">
        {scope.wholeView ? `All ${plural(count, 'guest', 'guests')} in this view selected` : `${formatCount(count)} selected`}
      </p>
      {scope.canWiden && !scope.wholeView && (
        <Button variant="link" size="sm" className="mr-2 h-auto px-0" data-testid="select-whole-view" disabled={scope.widening} onClick={scope.onWiden}>
          {scope.widening && <Spinner aria-hidden />}
          Select all {plural(scope.total, 'guest', 'guests')} in this view
        </Button>
      )}
      <BulkStatusMenu label="Set RSVP" options={RSVP_OPTIONS} disabled={busy} onPick={(option) => apply('rsvp', option)} />
      <BulkStatusMenu label="Set approval" options={APPROVAL_OPTIONS} disabled={busy} onPick={(option) => apply('approval', option)} />
      <BulkAddTagsButton eventUuid={eventUuid} selectedIds={selectedIds} onDone={onClear} />
      <BulkInviteButton eventUuid={eventUuid} selectedIds={selectedIds} guests={guests} onDone={onClear} />
      <BulkTicketVariationMenu eventUuid={eventUuid} selectedIds={selectedIds} onDone={onClear} />
      <PrintBadgesButton eventUuid={eventUuid} selectedIds={selectedIds} />
      <Button
        variant="secondary"
        size="sm"
        className="text-error hover:text-error"
        data-testid="bulk-delete"
        disabled={busy}
        onClick={() => remove.mutate(selectedIds, { onSuccess: (result) => result && onClear() })}
      >
        {remove.isPending ? <Spinner aria-hidden /> : <Trash2 aria-hidden />}
        Delete
      </Button>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  )
}
