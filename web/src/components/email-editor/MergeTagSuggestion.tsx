import { useEffect, useImperativeHandle, type Ref } from 'react'
import type { Editor } from '@tiptap/react'
import type { MergeTag } from '@usher/domain/communications/merge-tags'
import { MergeTagMenu, mergeTagOptionId } from './MergeTagMenu'
import { useMergeTagHighlight } from './use-merge-tag-highlight'

export type MergeTagSuggestionHandle = { onKeyDown: (event: KeyboardEvent) => boolean }

export type MergeTagSuggestionProps = {
  editor: Editor
  menuId: string
  query: string
  pick: (tag: MergeTag) => void
  /** The tags with the event's own examples (use-merge-tags.ts). */
  tags: readonly MergeTag[]
  ref?: Ref<MergeTagSuggestionHandle>
}

/**
 * The list under an @ typed in the message. The editor keeps focus; it tells
 * assistive technology which tag is highlighted (aria-activedescendant).
 */
export function MergeTagSuggestion({ editor, menuId, query, pick, tags, ref }: MergeTagSuggestionProps) {
  const highlight = useMergeTagHighlight(query, tags)
  const { active } = highlight

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        highlight.move(event.key === 'ArrowDown' ? 1 : -1)
        return true
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && active) {
        pick(active)
        return true
      }
      return event.key === 'Escape'
    },
  }))

  useEffect(() => {
    const dom = editor.view.dom
    dom.setAttribute('aria-controls', menuId)
    if (active) dom.setAttribute('aria-activedescendant', mergeTagOptionId(menuId, active.id))
    else dom.removeAttribute('aria-activedescendant')
    return () => {
      dom.removeAttribute('aria-activedescendant')
      dom.removeAttribute('aria-controls')
    }
  }, [editor, menuId, active])

  return <MergeTagMenu id={menuId} groups={highlight.groups} activeId={active?.id ?? null} onPick={pick} />
}
