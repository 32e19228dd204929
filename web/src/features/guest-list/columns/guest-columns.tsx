import { LANGUAGE_NAMES_IN_ENGLISH } from '@usher/domain/i18n/languages'
import { createColumnHelper } from '@tanstack/react-table'
import type { Attendee } from '@/api/attendees'
import { Checkbox } from '@/components/ui/checkbox'
import { ApprovalMenu } from '../table/ApprovalMenu'
import { CheckInButton } from '../table/CheckInButton'
import { GuestNameButton } from '../table/GuestNameButton'
import { GuestRowActions } from '../table/GuestRowActions'
import { StageTimeCell } from './invitation-cells'
import { CheckInAlertCell, InvitationCountdownCell, InvitationStatusCell, ProfileImageCell, SendTicketCell } from './spec-extra-cells'
import { RsvpMenu } from '../table/RsvpMenu'
import { FloorPlanLinkCell } from './seat-cells'
import { seatPlaceCell } from '@usher/domain/views/seat-place-cells'
import { GuestTagsCell } from '../tags/tag-column'
import { ticketVariationColumn, totalTicketsColumn } from './guest-field-columns'
import { guestTableFeatures } from '../table/guest-table-features'
import { PhoneNumber } from '@/components/PhoneNumber'

const column = createColumnHelper<typeof guestTableFeatures, Attendee>()

const muted = (value: string | null | undefined) =>
  value ? <span className="text-foreground/80">{value}</span> : <span className="text-subtle-foreground">—</span>

/** Column ids double as keys for the header classes in GuestTable. */
export const guestColumns = column.columns([
  column.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all guests on this page"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label={`Select ${row.original.full_name}`} checked={row.getIsSelected()} onCheckedChange={(value) => row.toggleSelected(value === true)} />
    ),
  }),
  column.display({ id: 'checked_in', header: 'Check-in', cell: ({ row }) => <CheckInButton guest={row.original} /> }),
  column.display({ id: 'profile_image_src', header: 'Picture', cell: ({ row }) => <ProfileImageCell guest={row.original} /> }),
  // Seating (spec section 2): shown by seating type once seating is on (shared/domain column-visibility.ts).
  column.display({ id: 'floorplan_link', header: 'Floor Plan', cell: ({ row }) => <FloorPlanLinkCell guest={row.original} /> }),
  column.accessor('first_name', { header: 'First name', cell: ({ row }) => <GuestNameButton guest={row.original} part="first_name" /> }),
  column.accessor('last_name', { header: 'Last name', cell: ({ row }) => <GuestNameButton guest={row.original} part="last_name" /> }),
  column.accessor('email', { header: 'Email', cell: ({ row }) => <span title={row.original.email ?? undefined}>{muted(row.original.email)}</span> }),
  column.accessor('phone_number', {
    header: 'Phone',
    cell: ({ row }) =>
      row.original.phone_number ? <PhoneNumber value={row.original.phone_number} className="text-foreground/80 tabular-nums" /> : muted(null),
  }),
  column.accessor('parent_user_email', {
    header: 'Parent Email',
    cell: ({ row }) => (
      <span title={row.original.parent_user_email ?? undefined} data-testid="guest-parent-email">
        {muted(row.original.parent_user_email)}
      </span>
    ),
  }),
  column.accessor('guest_of', { header: 'Guest of', cell: ({ row }) => muted(row.original.guest_of) }),
  ticketVariationColumn,
  totalTicketsColumn,
  // Each guest's own piece: a theatre seat in a plan shown by tables still reads Section and Row (seat-place-cells.ts).
  column.accessor('section', { header: 'Section', cell: ({ row }) => muted(seatPlaceCell('section', row.original)) }),
  column.accessor('row_no', { header: 'Row', cell: ({ row }) => muted(seatPlaceCell('row_no', row.original)) }),
  column.accessor('table_no', {
    header: 'Table',
    cell: ({ row }) => <span data-testid="guest-table-no">{muted(seatPlaceCell('table_no', row.original))}</span>,
  }),
  column.accessor('table_label', { header: 'Table Name', cell: ({ row }) => muted(seatPlaceCell('table_label', row.original)) }),
  column.accessor('seat_no', { header: 'Seat', cell: ({ row }) => <span data-testid="guest-seat-no">{muted(row.original.seat_no)}</span> }),
  // The order or attendee number an import brought (Eventbrite's Order #, Luma's api_id).
  column.accessor('reference', { header: 'Reference', cell: ({ row }) => <span className="tabular-nums">{muted(row.original.reference)}</span> }),
  // The guest's own language for their pages and e-mails (issue 32 §5); empty: the event's. Hidden until chosen.
  column.accessor('language', {
    header: 'Language',
    cell: ({ row }) => <span data-testid="guest-language">{muted(row.original.language ? LANGUAGE_NAMES_IN_ENGLISH[row.original.language] : null)}</span>,
  }),
  column.display({ id: 'tags', header: 'Tags', cell: ({ row }) => <GuestTagsCell guest={row.original} /> }),
  column.display({ id: 'has_checkin_alert', header: 'Check-in Alert', cell: ({ row }) => <CheckInAlertCell guest={row.original} /> }),
  // Host groups (spec section 2): the guest's group, its tag and its hosts.
  column.accessor('host_group_name', { header: 'Group', cell: ({ row }) => muted(row.original.host_group_name) }),
  column.accessor('host_group_tag_name', { header: 'Group Tag', cell: ({ row }) => muted(row.original.host_group_tag_name) }),
  column.accessor('hosts', { header: 'Hosts', cell: ({ row }) => muted(row.original.hosts) }),
  // The host group whose place the guest fills (a plus-one: their host's group); see guest-extra-columns.ts.
  column.accessor('sponsor', { header: 'Sponsor', cell: ({ row }) => <span data-testid="guest-sponsor">{muted(row.original.sponsor)}</span> }),
  // Capacity and the waitlist (issue 32 §2): waiting for a place, or offered one.
  column.accessor('waitlist', {
    header: 'Waitlist',
    cell: ({ row }) => (
      <span data-testid="guest-waitlist">
        {muted(row.original.waitlist === 'waitlisted' ? 'Waitlisted' : row.original.waitlist === 'offered' ? 'Offered' : null)}
      </span>
    ),
  }),
  column.display({ id: 'is_attending', header: 'RSVP', cell: ({ row }) => <RsvpMenu guest={row.original} /> }),
  column.display({ id: 'is_approved', header: 'Approval', cell: ({ row }) => <ApprovalMenu guest={row.original} /> }),
  column.display({
    id: 'account_created_at',
    header: 'Account',
    cell: ({ row }) => (row.original.account_created_at ? <StageTimeCell at={row.original.account_created_at} testId="guest-account-created" /> : muted(null)),
  }),
  column.accessor('invitation_sent_at', {
    header: 'Invitation Sent',
    cell: ({ row }) => <StageTimeCell at={row.original.invitation_sent_at} testId="guest-invitation-sent" />,
  }),
  column.display({ id: 'invitation_sent_countdown', header: 'Invitation Countdown', cell: ({ row }) => <InvitationCountdownCell guest={row.original} /> }),
  // What became of the latest invitation (its outbound message): delivered, deferred, bounced, or not sent.
  column.display({ id: 'invitation_delivery', header: 'Invitation Status', cell: ({ row }) => <InvitationStatusCell guest={row.original} /> }),
  column.accessor('link_clicked_at', {
    header: 'Link Clicked',
    cell: ({ row }) => <StageTimeCell at={row.original.link_clicked_at} testId="guest-link-clicked" />,
  }),
  column.accessor('rsvped_at', { header: "RSVP'd At", cell: ({ row }) => <StageTimeCell at={row.original.rsvped_at} testId="guest-rsvped-at" /> }),
  column.display({ id: 'send_ticket', header: 'Send Ticket', cell: ({ row }) => <SendTicketCell guest={row.original} /> }),
  column.accessor('created_at', {
    header: 'Added At',
    cell: ({ row }) => <StageTimeCell at={row.original.created_at} testId="guest-added-at" />,
  }),
  column.display({ id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => <GuestRowActions guest={row.original} /> }),
])
