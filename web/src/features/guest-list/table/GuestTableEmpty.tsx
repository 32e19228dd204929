import { SearchX, UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'

type GuestTableEmptyProps = { filtered: boolean; onAddGuest?: () => void; onClearFilters: () => void }

export function GuestTableEmpty({ filtered, onAddGuest, onClearFilters }: GuestTableEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No guests match"
        description="Try another search, or show every guest."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    )
  }
  return (
    <EmptyState
      icon={UserPlus}
      title="No guests yet"
      description="Add the people you are expecting. You can include their plus-ones too."
      action={
        onAddGuest && (
          <Button onClick={onAddGuest}>
            <UserPlus aria-hidden />
            Add guests
          </Button>
        )
      }
    />
  )
}
