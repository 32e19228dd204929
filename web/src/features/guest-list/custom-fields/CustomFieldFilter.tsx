import { useState } from 'react'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { SlidersHorizontal, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { lazyDialog, OnceOpened } from '@/components/ui/lazy-dialog'

// The filter's editor opens on a click: its code loads then, not with the list's first rows.
const CustomFieldFilterDialog = lazyDialog(() => import('./CustomFieldFilterDialog').then((module) => module.CustomFieldFilterDialog))

type CustomFieldFilterProps = {
  fields: readonly CustomField[]
  /** The active filters by field id. */
  active: Map<string, string>
  onChange: (fieldId: string, value: string | undefined) => void
  /** False: the button shows its icon alone, where the toolbar is short of room (its name stays for screen readers). */
  labelled?: boolean
}

function describe(field: CustomField, value: string): string {
  if (field.type === 'checkbox') return `${field.label}: ${value === 'true' ? 'ticked' : 'not ticked'}`
  return field.type === 'text' ? `${field.label} contains “${value}”` : `${field.label}: ${value}`
}

/** Filters the guest list by custom-field values (`custom_fields[{id}]=value`); active filters show as removable chips. */
export function CustomFieldFilter({ fields, active, onChange, labelled = true }: CustomFieldFilterProps) {
  const [open, setOpen] = useState(false)
  if (fields.length === 0) return null

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {[...active].map(([id, filterValue]) => {
        const filtered = fields.find((candidate) => candidate.id === id)
        if (!filtered) return null
        return (
          <span
            key={id}
            className="inline-flex h-7 items-center gap-1 rounded-full bg-primary-soft pr-1 pl-2.5 text-xs font-medium text-primary"
            data-testid="custom-field-filter-chip"
          >
            {describe(filtered, filterValue)}
            <button
              type="button"
              aria-label={`Remove the filter on ${filtered.label}`}
              className="inline-flex size-5 items-center justify-center rounded-full hover:bg-primary/15"
              onClick={() => onChange(id, undefined)}
            >
              <X className="size-3" aria-hidden />
            </button>
          </span>
        )
      })}
      <Button
        variant="secondary"
        size={labelled ? 'md' : 'icon'}
        title="Filter by a custom field"
        data-testid="custom-field-filter-button"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden />
        <span className={labelled ? undefined : 'sr-only'}>Field filter</span>
      </Button>
      <OnceOpened open={open}>
        <CustomFieldFilterDialog fields={fields} open={open} onOpenChange={setOpen} onApply={onChange} />
      </OnceOpened>
    </div>
  )
}
