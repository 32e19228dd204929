import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS, hoverShadeOf, softTintOf, type ThemeColors } from '@usher/domain/instance/theme'

/** The CSS variables of styles.css that come from each chosen colour. */
const TOKENS_OF: Record<keyof ThemeColors, (color: string) => Record<string, string>> = {
  primary: (color) => ({
    '--color-primary': color,
    '--color-primary-hover': hoverShadeOf(color),
    '--color-primary-soft': softTintOf(color),
    '--color-ring': color,
  }),
  secondary: (color) => ({ '--color-secondary': color }),
  accent: (color) => ({ '--color-accent': color, '--color-accent-soft': softTintOf(color) }),
  info: (color) => ({ '--color-info': color, '--color-info-soft': softTintOf(color) }),
  warning: (color) => ({ '--color-warning': color, '--color-warning-soft': softTintOf(color) }),
  error: (color) => ({ '--color-error': color, '--color-error-soft': softTintOf(color) }),
  success: (color) => ({ '--color-success': color, '--color-success-soft': softTintOf(color) }),
}

/**
 * The variables to set for a theme. A colour left at the product's own keeps the hand-tuned
 * tints of styles.css (so it is not set at all); a chosen one brings its derived hover shade,
 * pale tint and focus ring.
 */
export function themeTokens(colors: ThemeColors): { set: Record<string, string>; unset: string[] } {
  const set: Record<string, string> = {}
  const unset: string[] = []
  for (const key of THEME_COLOR_KEYS) {
    const tokens = TOKENS_OF[key](colors[key])
    if (colors[key].toLowerCase() === DEFAULT_THEME_COLORS[key].toLowerCase()) unset.push(...Object.keys(tokens))
    else Object.assign(set, tokens)
  }
  return { set, unset }
}

/** Every variable of a theme, defaults included: for a preview that must not inherit the saved theme. */
export function allThemeTokens(colors: ThemeColors): Record<string, string> {
  return Object.assign({}, ...THEME_COLOR_KEYS.map((key) => TOKENS_OF[key](colors[key])))
}
