import { Plus, Trash2 } from 'lucide-react'
import type { FeatureItem } from '@/api/features'
import type { FeatureKind } from '@usher/domain/features/feature-rules'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

/** What a line is called for each kind, so the form reads like the thing being written. */
const LINE_WORDS: Partial<Record<FeatureKind, { title: string; detail: string; time: string | null; add: string }>> = {
  agenda: { title: 'What happens', detail: 'Details', time: 'Time', add: 'Add to the agenda' },
  menu: { title: 'Dish', detail: 'Description', time: 'Course', add: 'Add a dish' },
  faq: { title: 'Question', detail: 'Answer', time: null, add: 'Add a question' },
  sponsors: { title: 'Sponsor', detail: 'About them', time: null, add: 'Add a sponsor' },
  custom: { title: 'Title', detail: 'Details', time: 'When', add: 'Add a line' },
}

type FeatureItemsEditorProps = {
  kind: FeatureKind
  items: FeatureItem[]
  errors: Record<string, string[]>
  disabled: boolean
  onChange: (items: FeatureItem[]) => void
}

/** The lines of an agenda, a menu, questions and answers or sponsors. */
export function FeatureItemsEditor({ kind, items, errors, disabled, onChange }: FeatureItemsEditorProps) {
  const words = LINE_WORDS[kind] ?? LINE_WORDS.custom!
  const set = (index: number, patch: Partial<FeatureItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)))
  return (
    <fieldset className="flex flex-col gap-3" data-testid="feature-items">
      <legend className="mb-1 text-sm font-medium">Lines</legend>
      {items.map((item, index) => {
        const titleError = errors[`items.${index}.title`]?.[0]
        return (
          <div key={index} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[8rem_1fr_auto]">
            {words.time !== null ? (
              <Input
                aria-label={`${words.time} of line ${index + 1}`}
                placeholder={words.time}
                value={item.time ?? ''}
                maxLength={100}
                disabled={disabled}
                onChange={(e) => set(index, { time: e.target.value || null })}
              />
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col gap-1">
              <Input
                aria-label={`${words.title} of line ${index + 1}`}
                placeholder={words.title}
                value={item.title}
                maxLength={400}
                disabled={disabled}
                aria-invalid={titleError ? true : undefined}
                onChange={(e) => set(index, { title: e.target.value })}
              />
              {titleError && (
                <p role="alert" className="text-xs text-error">
                  {titleError}
                </p>
              )}
              <Textarea
                aria-label={`${words.detail} of line ${index + 1}`}
                placeholder={words.detail}
                rows={2}
                value={item.detail}
                maxLength={4000}
                disabled={disabled}
                onChange={(e) => set(index, { detail: e.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )
      })}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled || items.length >= 100}
          onClick={() => onChange([...items, { title: '', detail: '', time: null }])}
        >
          <Plus aria-hidden />
          {words.add}
        </Button>
      </div>
    </fieldset>
  )
}
