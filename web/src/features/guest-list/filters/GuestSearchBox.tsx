import { useEffect, useRef, useState } from 'react'
import { SearchInput } from '@/components/ui/search-input'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const DEBOUNCE_MS = 300

/**
 * Typing updates the box at once and the query once the person pauses. Door staff see no
 * email or phone (`contactsShown` false), so the hint does not promise a search by them.
 */
export function GuestSearchBox({
  value,
  onSearch,
  contactsShown = true,
  className,
}: {
  value: string
  onSearch: (value: string) => void
  contactsShown?: boolean
  className?: string
}) {
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const lastSent = useRef(value)

  useEffect(() => {
    // Outside changes (clear filters, back button) win over what was typed.
    if (value !== lastSent.current) {
      lastSent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (debounced === lastSent.current) return
    lastSent.current = debounced
    onSearch(debounced)
  }, [debounced, onSearch])

  return (
    <SearchInput
      aria-label="Search guests"
      data-testid="guest-search"
      // The magnifier says "search": the hint names what is searched, and fits the box at 768 and 1280 px (issue 28: cut).
      placeholder={contactsShown ? 'Name, email or phone' : 'Search by name'}
      // Takes the toolbar's room left over, never less than a readable box.
      className={cn('max-w-md min-w-32 flex-1', className)}
      value={text}
      onValueChange={setText}
    />
  )
}
