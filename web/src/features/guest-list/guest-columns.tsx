import { createColumnHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table'
import type { Attendee } from '@/api/attendees'
import { Checkbox } from '@/components/ui/checkbox'
import { formatRelativeTime } from '@/lib/dates'
import { ApprovalMenu } from './ApprovalMenu'
import { CheckInButton } from './CheckInButton'
import { GuestNameButton } from './GuestNameButton'
import { GuestRowActions } from './GuestRowActions'
import { StageTimeCell } from './invitation-cells'
import { RsvpMenu } from './RsvpMenu'
import { GuestTagsCell } from '@/features/attendee-tags/tag-column'
import { ticketVariationColumn, totalTicketsColumn } from '@/features/guest-fields/guest-field-columns'

export const guestTableFeatures = tableFeatures({ rowSelectionFeature })

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
      <Checkbox
        aria-label={`Select ${row.original.full_name}`}
        checked={row.getIsSelected()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
  }),
  column.display({ id: 'checked_in', header: 'Check-in', cell: ({ row }) => <CheckInButton guest={row.original} /> }),
  column.accessor('first_name', { header: 'First name', cell: ({ row }) => <GuestNameButton guest={row.original} part="first_name" /> }),
  column.accessor('last_name', { header: 'Last name', cell: ({ row }) => <GuestNameButton guest={row.original} part="last_name" /> }),
  column.accessor('email', { header: 'Email', cell: ({ row }) => <span title={row.original.email ?? undefined}>{muted(row.original.email)}</span> }),
  column.accessor('phone_number', { header: 'Phone', cell: ({ row }) => <span className="tabular-nums">{muted(row.original.phone_number)}</span> }),
  column.accessor('guest_of', { header: 'Guest of', cell: ({ row }) => muted(row.original.guest_of) }),
  ticketVariationColumn,
  totalTicketsColumn,
  // The order or attendee number an import brought (Eventbrite's Order #, Luma's api_id).
  column.accessor('reference', { header: 'Reference', cell: ({ row }) => <span className="tabular-nums">{muted(row.original.reference)}</span> }),
  column.display({ id: 'tags', header: 'Tags', cell: ({ row }) => <GuestTagsCell guest={row.original} /> }),
  // Host groups (spec section 2): the guest's group, its tag and its hosts.
  column.accessor('host_group_name', { header: 'Group', cell: ({ row }) => muted(row.original.host_group_name) }),
  column.accessor('host_group_tag_name', { header: 'Group Tag', cell: ({ row }) => muted(row.original.host_group_tag_name) }),
  column.accessor('hosts', { header: 'Hosts', cell: ({ row }) => muted(row.original.hosts) }),
  column.display({ id: 'is_attending', header: 'RSVP', cell: ({ row }) => <RsvpMenu guest={row.original} /> }),
  column.display({ id: 'is_approved', header: 'Approval', cell: ({ row }) => <ApprovalMenu guest={row.original} /> }),
  column.display({
    id: 'account_created_at',
    header: 'Account',
    cell: ({ row }) =>
      row.original.account_created_at ? (
        <span className="text-muted-foreground tabular-nums" title={row.original.account_created_at}>{formatRelativeTime(row.original.account_created_at)}</span>
      ) : (
        muted(null)
      ),
  }),
  column.accessor('invitation_sent_at', { header: 'Invitation Sent', cell: ({ row }) => <StageTimeCell at={row.original.invitation_sent_at} testId="guest-invitation-sent" /> }),
  column.accessor('link_clicked_at', { header: 'Link Clicked', cell: ({ row }) => <StageTimeCell at={row.original.link_clicked_at} testId="guest-link-clicked" /> }),
  column.accessor('rsvped_at', { header: "RSVP'd At", cell: ({ row }) => <StageTimeCell at={row.original.rsvped_at} testId="guest-rsvped-at" /> }),
  column.accessor('created_at', {
    header: 'Added At',
    cell: ({ row }) => <span className="text-muted-foreground tabular-nums">{formatRelativeTime(row.original.created_at)}</span>,
  }),
  column.display({ id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => <GuestRowActions guest={row.original} /> }),
])
