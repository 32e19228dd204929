import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

type EventFormActionsProps = {
  isNew: boolean
  dirty: boolean
  saving: boolean
  onReset: () => void
  onCancel?: () => void
}

/** Sticky footer: 'Unsaved changes' with Reset and Save while the form is dirty. */
export function EventFormActions({ isNew, dirty, saving, onReset, onCancel }: EventFormActionsProps) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-4 mt-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 2xl:-mx-8 2xl:px-8',
        dirty && 'shadow-[0_-4px_12px_rgb(16_24_40/0.06)]',
      )}
    >
      <div className="flex items-center justify-end gap-2">
        {!isNew && (
          <p className={cn('mr-auto flex items-center gap-2 text-[13px]', dirty ? 'text-foreground' : 'text-muted-foreground')} aria-live="polite">
            <span className={cn('size-1.5 rounded-full', dirty ? 'bg-warning' : 'bg-success')} aria-hidden />
            {dirty ? 'You have unsaved changes' : 'All changes saved'}
          </p>
        )}
        {isNew ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" onClick={onReset} disabled={!dirty || saving}>
            Reset
          </Button>
        )}
        <Button type="submit" disabled={saving || (!isNew && !dirty)}>
          {saving && <Spinner label="Saving" />}
          {isNew ? 'Create event' : 'Save changes'}
        </Button>
      </div>
    </div>
  )
}
