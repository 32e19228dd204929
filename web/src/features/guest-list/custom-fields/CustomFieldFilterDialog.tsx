import { useState, type FormEvent } from 'react'
import type { CustomField } from '@usher/domain/fields/custom-fields'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'

type CustomFieldFilterDialogProps = {
  fields: readonly CustomField[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onApply: (fieldId: string, value: string) => void
}

const YES_NO = [
  { value: 'true', label: 'Ticked' },
  { value: 'false', label: 'Not ticked' },
]

/** Chooses a custom field and the value to filter the guest list by; opens on the toolbar's "Field filter". */
export function CustomFieldFilterDialog({ fields, open, onOpenChange, onApply }: CustomFieldFilterDialogProps) {
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? '')
  const [value, setValue] = useState('')
  // Each opening starts again from the first field, empty.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setFieldId(fields[0]?.id ?? '')
      setValue('')
    }
  }
  const field = fields.find((candidate) => candidate.id === fieldId) ?? null
  const setOpen = onOpenChange

  function apply(event: FormEvent) {
    event.preventDefault()
    if (!field || value.trim() === '') return
    onApply(field.id, value.trim())
    setOpen(false)
  }

  return (
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
  )
}
