import { useMemo, useState } from 'react'
import { eventCatalogue } from '@usher/events'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { SearchInput } from '@/components/ui/search-input'

const TYPES = Object.keys(eventCatalogue).sort()

/** Which catalogue types an endpoint receives; none ticked means every type. */
export function EventTypePicker({ value, onChange, error }: { value: string[]; onChange: (types: string[]) => void; error: string | null }) {
  const [search, setSearch] = useState('')
  const shown = useMemo(() => TYPES.filter((type) => type.toLowerCase().includes(search.trim().toLowerCase())), [search])
  const toggle = (type: string, on: boolean) => onChange(on ? [...value, type].sort() : value.filter((t) => t !== type))

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'webhook-types-error' : undefined}>
      <legend className="mb-1 text-[13px] font-medium">
        Event types <span className="font-normal text-muted-foreground">({value.length === 0 ? 'all types' : `${value.length} selected`})</span>
      </legend>
      <SearchInput aria-label="Find an event type" placeholder="Find a type" value={search} onValueChange={setSearch} />
      <div className="max-h-52 overflow-y-auto rounded-md border border-border p-2" role="group" aria-label="Event types">
        {shown.map((type) => (
          <div key={type} className="flex items-center gap-2 py-1">
            <Checkbox id={`webhook-type-${type}`} checked={value.includes(type)} onCheckedChange={(checked) => toggle(type, checked === true)} />
            <Label htmlFor={`webhook-type-${type}`} className="font-mono text-xs font-normal">
              {type}
            </Label>
          </div>
        ))}
        {shown.length === 0 && <p className="px-1 py-2 text-xs text-muted-foreground">No type matches.</p>}
      </div>
      {value.length > 0 && (
        <button type="button" className="self-start text-xs text-primary hover:underline" onClick={() => onChange([])}>
          Clear: receive every type
        </button>
      )}
      {error && (
        <p id="webhook-types-error" role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
