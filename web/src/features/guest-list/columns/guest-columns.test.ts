import { describe, expect, it, vi } from 'vitest'
import { isValidElement, useState } from 'react'
import type { Attendee } from '@/api/attendees'
import { guestColumns } from './guest-columns'
import { customFieldColumns, withGuestFieldColumns } from './guest-field-columns'

// The guest table calls each column's `cell` as a plain function inside its row (GuestTable's cellContent),
// not as a component of its own: a cell must be a pure function of the row. A hook in one would run in
// the row's component and break it as soon as the person's columns change; called outside any render,
// as here, a hook throws.

const guest = {
  id: '01a24c72-e35a-755b-8cad-0b0c71c70243',
  first_name: 'Amir',
  last_name: 'Ali',
  full_name: 'Amir Ali',
  email: 'amir@example.com',
  phone_number: '+12125550100',
  checked_in: false,
  custom_fields: { diet: 'Vegan' },
  created_at: '2026-12-06T17:00:00.000Z',
  invitation_sent_at: null,
  link_clicked_at: null,
  rsvped_at: null,
} as unknown as Attendee

const context = {
  row: { original: guest, getIsSelected: () => false, toggleSelected: () => undefined },
  getValue: () => null,
  renderValue: () => null,
}

describe('the guest table’s cells', () => {
  const columns = withGuestFieldColumns(guestColumns, [], []).concat(
    customFieldColumns([{ id: 'diet', label: 'Diet', type: 'text', options: [], is_required: false } as never]) as never,
  )

  it('every column draws its cell from a function of the row alone, callable outside any render', () => {
    expect(columns.length).toBeGreaterThan(30)
    for (const column of columns) {
      const cell = column.cell as unknown
      expect(typeof cell, `column ${column.id ?? String((column as { accessorKey?: unknown }).accessorKey)}`).toBe('function')
      const drawn = (cell as (props: typeof context) => unknown)(context)
      expect(drawn === null || typeof drawn === 'string' || typeof drawn === 'number' || isValidElement(drawn)).toBe(true)
    }
  })

  it('a cell that used a hook would fail here, as it would break a row', () => {
    const withHook = () => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- the point: a hook outside a component fails at run time
      useState(0)
      return null
    }
    // React says why on the console as well; the throw is what this test is about.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(() => withHook()).toThrow()
    } finally {
      quiet.mockRestore()
    }
  })

  it('a custom field’s cell shows the guest’s answer', () => {
    const [diet] = customFieldColumns([{ id: 'diet', label: 'Diet', type: 'text', options: [], is_required: false } as never])
    const drawn = (diet!.cell as (props: typeof context) => { props: { children: unknown; title: string } })(context)
    expect(drawn.props.title).toBe('Vegan')
  })
})
