import type { Attendee } from '@/api/attendees'
import { useGuestListActions } from '../guest-list-actions'
import { APPROVAL_OPTIONS } from './tri-state'
import { TriStateMenu } from './TriStateMenu'
import { useSetApproval } from '@/api/guest-mutations'

export function ApprovalMenu({ guest }: { guest: Attendee }) {
  const { eventUuid, canEdit } = useGuestListActions()
  const setApproval = useSetApproval(eventUuid)
  return (
    <TriStateMenu
      title="Approval"
      testId="approval-menu"
      guestName={guest.full_name}
      value={guest.is_approved}
      options={APPROVAL_OPTIONS}
      disabled={!canEdit}
      onChange={(value) => setApproval.mutate({ guest, value })}
    />
  )
}
