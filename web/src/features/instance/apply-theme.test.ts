// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_COLORS } from '@usher/domain/instance/theme'
import { applyTheme } from './apply-theme'

describe('applyTheme', () => {
  it('puts a chosen colour and its derived shades on the element, and takes them off for the product’s own', () => {
    const root = document.createElement('div')
    const chosen = applyTheme({ ...DEFAULT_THEME_COLORS, accent: '#DB2777' }, root)
    expect(root.style.getPropertyValue('--color-accent')).toBe('#DB2777')
    expect(root.style.getPropertyValue('--color-accent-soft')).toBe(chosen.set['--color-accent-soft'])
    applyTheme(DEFAULT_THEME_COLORS, root)
    expect(root.style.getPropertyValue('--color-accent')).toBe('')
  })
})
