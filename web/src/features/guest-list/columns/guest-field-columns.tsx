import { createColumnHelper } from '@tanstack/react-table'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { formatCustomFieldValue } from '@usher/domain/fields/custom-field-values'
import { ticketWording, type TicketVariation } from '@usher/domain/fields/ticket-variations'
import type { Attendee } from '@/api/attendees'
import type { guestTableFeatures } from '../table/guest-table-features'

const column = createColumnHelper<typeof guestTableFeatures, Attendee>()

const empty = <span className="text-subtle-foreground">—</span>

/** The guest's ticket variation by name (the event's default when none was set). */
export const ticketVariationColumn = column.display({
  id: 'ticket_variation',
  header: 'Ticket Variation',
  cell: ({ row }) => (row.original.ticket_variation ? <span data-testid="guest-ticket-variation">{row.original.ticket_variation.name}</span> : empty),
})

/** The guest's own ticket plus one per plus-one, headed with the event's wording ('Total Access Pass(es)' or 'Total Ticket(s)'). */
function totalTicketsColumnFor(wording: string) {
  return column.display({
    id: 'total_tickets',
    header: `Total ${wording}`,
    cell: ({ row }) => <span className="tabular-nums">{row.original.total_tickets ?? 1}</span>,
  })
}

export const totalTicketsColumn = totalTicketsColumnFor(ticketWording([]))

/** One column per custom field, `custom_fields.{id}`, labelled with the field's label; not sortable. */
export function customFieldColumns(fields: readonly CustomField[]) {
  return fields.map((field) =>
    column.display({
      id: `custom_fields.${field.id}`,
      header: field.label,
      cell: ({ row }) => {
        const text = formatCustomFieldValue(row.original.custom_fields[field.id])
        return text ? (
          <span className="block max-w-[220px] truncate" title={text} data-testid="guest-custom-field">
            {text}
          </span>
        ) : (
          empty
        )
      },
    }),
  )
}

/**
 * The table's columns with the custom-field columns where the spec lists
 * them (after the built-in ones, before the invitation columns), and the
 * ticket columns in the event's wording.
 */
export function withGuestFieldColumns<C extends { id?: string; accessorKey?: unknown }>(
  all: readonly C[],
  fields: readonly CustomField[],
  variations: readonly Pick<TicketVariation, 'type'>[],
): C[] {
  const idOf = (c: C) => c.id ?? (typeof c.accessorKey === 'string' ? c.accessorKey : undefined)
  const columns = all.map((c) => (idOf(c) === 'total_tickets' ? (totalTicketsColumnFor(ticketWording(variations)) as unknown as C) : c))
  if (fields.length === 0) return columns
  const anchor =
    ['invitation_sent_at', 'created_at', 'actions'].map((id) => columns.findIndex((c) => idOf(c) === id)).find((index) => index >= 0) ?? columns.length
  return [...columns.slice(0, anchor), ...(customFieldColumns(fields) as unknown as C[]), ...columns.slice(anchor)]
}
