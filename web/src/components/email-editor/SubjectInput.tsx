import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { insertSubjectTag, subjectTags, typedTagAt, type TypedTag } from '@usher/domain/communications/merge-tag-picking'
import type { MergeTag } from '@usher/domain/communications/merge-tags'
import { Input } from '@/components/ui/input'
import { MergeTagMenu, mergeTagOptionId } from './MergeTagMenu'
import { useMergeTagHighlight } from './use-merge-tag-highlight'
import { useMergeTags } from './use-merge-tags'

type SubjectInputProps = {
  id: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  placeholder?: string
}

/**
 * The subject line: plain text where typing @ offers the merge tags, inserted
 * as `{guest.first_name}` (the form the subject keeps them in); the tags used
 * are named under it in words.
 */
export function SubjectInput({ id, value, onChange, maxLength, disabled, invalid, describedBy, placeholder }: SubjectInputProps) {
  const menuId = `${useId().replace(/:/g, '')}-subject-tags`
  const input = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState<TypedTag | null>(null)
  const highlight = useMergeTagHighlight(typed?.query ?? '', useMergeTags())
  const open = typed !== null
  const used = subjectTags(value)

  const follow = (element: HTMLInputElement) => {
    const caret = element.selectionStart ?? element.value.length
    setTyped(element.selectionStart === element.selectionEnd ? typedTagAt(element.value, caret) : null)
  }

  const pick = (tag: MergeTag) => {
    if (!typed) return
    const next = insertSubjectTag(value, typed, tag.id)
    onChange(next.value)
    setTyped(null)
    requestAnimationFrame(() => {
      input.current?.focus()
      input.current?.setSelectionRange(next.caret, next.caret)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      highlight.move(event.key === 'ArrowDown' ? 1 : -1)
    } else if ((event.key === 'Enter' || event.key === 'Tab') && highlight.active) {
      event.preventDefault()
      pick(highlight.active)
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog or page around the field.
      event.preventDefault()
      event.stopPropagation()
      setTyped(null)
    }
  }

  return (
    <div className="relative">
      <Input
        ref={input}
        id={id}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-activedescendant={open && highlight.active ? mergeTagOptionId(menuId, highlight.active.id) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="subject-input"
        onChange={(event) => {
          onChange(event.target.value)
          follow(event.target)
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setTyped(null)}
      />
      {open && (
        <MergeTagMenu id={menuId} groups={highlight.groups} activeId={highlight.active?.id ?? null} onPick={pick} className="absolute top-full left-0 mt-1" />
      )}
      {used.length > 0 && (
        <p className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          <span>Filled in for each guest:</span>
          {used.map((tag, index) => (
            <span key={`${tag.id}-${index}`} className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary">
              {tag.label}
            </span>
          ))}
        </p>
      )}
    </div>
  )
}
