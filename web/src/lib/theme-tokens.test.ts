import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS } from '@usher/domain/instance/theme'
import { allThemeTokens, themeTokens } from './theme-tokens'

describe('themeTokens', () => {
  it('the product’s own colours set nothing (styles.css keeps its tuned tints) and unset every variable', () => {
    const { set, unset } = themeTokens(DEFAULT_THEME_COLORS)
    expect(set).toEqual({})
    expect(unset).toContain('--color-primary')
    expect(unset).toContain('--color-ring')
    expect(unset).toHaveLength(Object.keys(allThemeTokens(DEFAULT_THEME_COLORS)).length)
  })

  it('a chosen primary brings its hover shade, soft tint and focus ring; the rest stay the product’s', () => {
    const { set, unset } = themeTokens({ ...DEFAULT_THEME_COLORS, primary: '#7C3AED' })
    expect(Object.keys(set).sort()).toEqual(['--color-primary', '--color-primary-hover', '--color-primary-soft', '--color-ring'])
    expect(set['--color-primary']).toBe('#7C3AED')
    expect(set['--color-primary-hover']).not.toBe('#7C3AED')
    expect(unset).not.toContain('--color-primary')
    expect(unset).toContain('--color-error')
  })

  it('a preview sets every colour, defaults included', () => {
    const tokens = allThemeTokens(DEFAULT_THEME_COLORS)
    for (const key of THEME_COLOR_KEYS) expect(tokens[`--color-${key}`]).toBe(DEFAULT_THEME_COLORS[key])
  })
})
