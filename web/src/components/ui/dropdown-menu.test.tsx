// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu'

// A menu whose code (Radix's) has not loaded yet is its trigger alone; pressed, it opens once the code is in.

function Menu({ onOpenChange, onSelect }: { onOpenChange?: (open: boolean) => void; onSelect?: () => void }) {
  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label="Guest actions">Actions</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onSelect}>Edit guest</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

afterEach(cleanup)

describe('DropdownMenu before and after its code', () => {
  it('shows the trigger as a closed menu button, and opens the menu once pressed', async () => {
    const onOpenChange = vi.fn()
    const onSelect = vi.fn()
    render(<Menu onOpenChange={onOpenChange} onSelect={onSelect} />)
    const trigger = screen.getByRole('button', { name: 'Guest actions' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menuitem')).toBeNull()

    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    expect(onOpenChange).toHaveBeenCalledWith(true)
    const item = await waitFor(() => screen.getByRole('menuitem', { name: 'Edit guest' }), { timeout: 5_000 })
    expect(screen.getByRole('button', { name: 'Guest actions', hidden: true }).getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(item)
    await waitFor(() => expect(onSelect).toHaveBeenCalled())
  })

  it('opens from the keyboard too, and is Radix’s own menu once the code is in', async () => {
    render(<Menu />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Guest actions' }), { key: 'Enter' })
    await waitFor(() => screen.getByRole('menuitem', { name: 'Edit guest' }), { timeout: 5_000 })
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull())
    // Loaded: a second menu is Radix's trigger from its first render.
    cleanup()
    render(<Menu />)
    expect(screen.getByRole('button', { name: 'Guest actions' }).id).not.toBe('')
  })
})
