import { useMemo, useState } from 'react'
import { bestChoiceIndex, flatChoices, mergeTagChoices, type MergeTagChoiceGroup } from '@usher/domain/communications/merge-tag-picking'
import type { MergeTag } from '@usher/domain/communications/merge-tags'

export type MergeTagHighlight = {
  groups: MergeTagChoiceGroup[]
  active: MergeTag | null
  /** Moves the highlight down (1) or up (-1), wrapping around. */
  move: (step: 1 | -1) => void
}

/** The tags matching what follows the @, and which one the arrow keys have highlighted. */
export function useMergeTagHighlight(query: string, tags: readonly MergeTag[]): MergeTagHighlight {
  const groups = useMemo(() => mergeTagChoices(query, tags), [query, tags])
  const choices = useMemo(() => flatChoices(groups), [groups])
  // The highlight belongs to one query: typing another letter starts again from the best match ("@seat": Seat).
  const [highlight, setHighlight] = useState({ query, index: 0 })
  const index = highlight.query === query ? highlight.index : bestChoiceIndex(query, choices)
  return {
    groups,
    active: choices[index] ?? null,
    move: (step) => {
      if (choices.length === 0) return
      setHighlight({ query, index: (index + step + choices.length) % choices.length })
    },
  }
}
