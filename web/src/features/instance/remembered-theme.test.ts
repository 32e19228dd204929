// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { applyRememberedTheme, putThemeTokens, rememberThemeTokens } from './remembered-theme'

// The instance's colours before the first render: kept as CSS variables, put on the document.

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('style')
})

describe('remembered theme', () => {
  it('sets the chosen variables and removes those the theme leaves to the stylesheet', () => {
    const root = document.documentElement
    root.style.setProperty('--color-error', 'red')
    putThemeTokens({ set: { '--color-primary': '#7C3AED' }, unset: ['--color-error'] })
    expect(root.style.getPropertyValue('--color-primary')).toBe('#7C3AED')
    expect(root.style.getPropertyValue('--color-error')).toBe('')
  })

  it('applies what this browser remembered; a damaged memory changes nothing', () => {
    rememberThemeTokens({ set: { '--color-primary': '#0F766E' }, unset: [] })
    applyRememberedTheme()
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0F766E')
    document.documentElement.removeAttribute('style')
    localStorage.setItem('usher.theme-tokens', '{"set":"nope"}')
    applyRememberedTheme()
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('')
  })
})
