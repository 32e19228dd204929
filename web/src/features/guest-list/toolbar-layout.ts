/**
 * How the guest list's toolbar uses the room it has, to stay on one row from a tablet up (issue 28: it
 * wrapped to a second row at 768 and 1280 px). Below `inlineFiltersFrom` the field and tag filters
 * fold into "More filters"; below `labelsFrom` the tools show their icons alone (their names stay
 * for screen readers and tooltips). A phone's toolbar wraps: there is no room for one row.
 */
export const TOOLBAR_ROOM = { inlineFiltersFrom: 960, labelsFrom: 1400 } as const

export type ToolbarLayout = { inlineFilters: boolean; labels: boolean }

export function toolbarLayoutOf(width: number | null): ToolbarLayout {
  // Before the first measure (never painted): the wide form.
  if (width === null) return { inlineFilters: true, labels: true }
  return { inlineFilters: width >= TOOLBAR_ROOM.inlineFiltersFrom, labels: width >= TOOLBAR_ROOM.labelsFrom }
}
