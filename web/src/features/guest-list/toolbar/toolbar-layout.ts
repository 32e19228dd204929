/**
 * How the guest list's toolbar uses the room it has, to stay on one row from a tablet up (issue 28: it
 * wrapped to a second row at 768 and 1280 px). Below `inlineFiltersFrom` the field and tag filters
 * fold into "More filters"; below `labelsFrom` the tools show their icons alone (their names stay
 * for screen readers and tooltips); below `toolButtonsFrom` Columns, Export, Alerts and Upload fold
 * into one "More tools" menu, so the search box keeps room for its hint (issue 28: 140 px at 768 px).
 * Below `oneRowFrom` (a phone) there is no room for one row: the search takes the first row whole
 * (beside "More filters"), the filter and the tools share the second (issue 28: the search was 140 px
 * and its hint cut on a 390 px phone).
 */
export const TOOLBAR_ROOM = { inlineFiltersFrom: 960, labelsFrom: 1400, toolButtonsFrom: 880, oneRowFrom: 560 } as const

export type ToolbarLayout = { inlineFilters: boolean; labels: boolean; toolButtons: boolean; oneRow: boolean }

export function toolbarLayoutOf(width: number | null): ToolbarLayout {
  // Before the first measure (never painted): the wide form.
  if (width === null) return { inlineFilters: true, labels: true, toolButtons: true, oneRow: true }
  return {
    inlineFilters: width >= TOOLBAR_ROOM.inlineFiltersFrom,
    labels: width >= TOOLBAR_ROOM.labelsFrom,
    toolButtons: width >= TOOLBAR_ROOM.toolButtonsFrom,
    oneRow: width >= TOOLBAR_ROOM.oneRowFrom,
  }
}
