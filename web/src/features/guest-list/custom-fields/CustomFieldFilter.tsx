import { useState, type FormEvent } from 'react'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { SlidersHorizontal, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'

type CustomFieldFilterProps = {
  fields: readonly CustomField[]
  /** The active filters by field id. */
  active: Map<string, string>
  onChange: (fieldId: string, value: string | undefined) => void
  /** False: the button shows its icon alone, where the toolbar is short of room (its name stays for screen readers). */
  labelled?: boolean
}

const YES_NO = [
  { value: 'true', label: 'Ticked' },
  { value: 'false', label: 'Not ticked' },
]

function describe(field: CustomField, value: string): string {
  if (field.type === 'checkbox') return `${field.label}: ${value === 'true' ? 'ticked' : 'not ticked'}`
  return field.type === 'text' ? `${field.label} contains “${value}”` : `${field.label}: ${value}`
}

/** Filters the guest list by custom-field values (`custom_fields[{id}]=value`); active filters show as removable chips. */
export function CustomFieldFilter({ fields, active, onChange, labelled = true }: CustomFieldFilterProps) {
  const [open, setOpen] = useState(false)
  const [fieldId, setFieldId] = useState('')
  const [value, setValue] = useState('')
  if (fields.length === 0) return null
  const field = fields.find((candidate) => candidate.id === fieldId) ?? null

  function apply(event: FormEvent) {
    event.preventDefault()
    if (!field || value.trim() === '') return
    onChange(field.id, value.trim())
    setOpen(false)
  }

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
        onClick={() => {
          setFieldId(fields[0]!.id)
          setValue('')
          setOpen(true)
        }}
      >
        <SlidersHorizontal aria-hidden />
        <span className={labelled ? undefined : 'sr-only'}>Field filter</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-[440px]">
          <form onSubmit={apply} noValidate className="flex min-h-0 flex-col">
            <DialogHeader>
              <DialogTitle>Filter by custom field</DialogTitle>
              <DialogDescription>Shows the guests whose value matches. Combines with the other filters and the search.</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-3">
              <FormField id="custom-field-filter-field" label="Field">
                <NativeSelect
                  id="custom-field-filter-field"
                  value={fieldId}
                  options={fields.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
                  onChange={(event) => {
                    setFieldId(event.target.value)
                    setValue('')
                  }}
                />
              </FormField>
              {field && (
                <FormField id="custom-field-filter-value" label={field.type === 'text' ? 'Contains' : 'Value'}>
                  {field.type === 'single_choice' || field.type === 'multiple_choice' || field.type === 'checkbox' ? (
                    <NativeSelect
                      id="custom-field-filter-value"
                      value={value}
                      placeholder="Choose…"
                      options={field.type === 'checkbox' ? YES_NO : field.options.map((option) => ({ value: option, label: option }))}
                      onChange={(event) => setValue(event.target.value)}
                    />
                  ) : (
                    <Input
                      id="custom-field-filter-value"
                      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
                      value={value}
                      onChange={(event) => setValue(event.target.value)}
                    />
                  )}
                </FormField>
              )}
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={value.trim() === ''}>
                Apply filter
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  )
}
