import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TOOLBAR_ROOM, toolbarLayoutOf, type ToolbarLayout } from './toolbar-layout'

// The toolbar folds its parts away as the room shrinks (issue 28): at the widths the product is
// looked at, and as a rule that holds for every width.

describe('toolbarLayoutOf', () => {
  it('before the first measure, shows everything', () => {
    expect(toolbarLayoutOf(null)).toEqual({ inlineFilters: true, labels: true, toolButtons: true, oneRow: true })
  })

  it.each<[number, ToolbarLayout]>([
    [1920, { inlineFilters: true, labels: true, toolButtons: true, oneRow: true }],
    [1440, { inlineFilters: true, labels: true, toolButtons: true, oneRow: true }],
    [1280, { inlineFilters: true, labels: false, toolButtons: true, oneRow: true }],
    [900, { inlineFilters: false, labels: false, toolButtons: true, oneRow: true }],
    [768, { inlineFilters: false, labels: false, toolButtons: false, oneRow: true }],
    [390, { inlineFilters: false, labels: false, toolButtons: false, oneRow: false }],
  ])('at %i px', (width, layout) => {
    expect(toolbarLayoutOf(width)).toEqual(layout)
  })

  it('each part shows from its threshold up, not one pixel before', () => {
    expect(toolbarLayoutOf(TOOLBAR_ROOM.labelsFrom).labels).toBe(true)
    expect(toolbarLayoutOf(TOOLBAR_ROOM.labelsFrom - 1).labels).toBe(false)
    expect(toolbarLayoutOf(TOOLBAR_ROOM.inlineFiltersFrom - 1).inlineFilters).toBe(false)
    expect(toolbarLayoutOf(TOOLBAR_ROOM.toolButtonsFrom - 1).toolButtons).toBe(false)
    expect(toolbarLayoutOf(TOOLBAR_ROOM.oneRowFrom - 1).oneRow).toBe(false)
  })

  it('more room never hides a part that less room showed', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = [toolbarLayoutOf(Math.min(a, b)), toolbarLayoutOf(Math.max(a, b))]
        for (const part of Object.keys(narrow) as (keyof ToolbarLayout)[]) if (narrow[part]) expect(wide[part]).toBe(true)
      }),
    )
  })
})
