import { rememberedInstance } from '@/lib/remembered-instance'

const REMEMBERED_THEME = 'usher.theme-tokens'

/** The CSS variables a theme sets, and those it leaves to styles.css (see lib/theme-tokens.ts). */
export type ThemeTokens = { set: Record<string, string>; unset: string[] }

/**
 * The theme as this browser last applied it, kept as its CSS variables rather than its colours: the
 * variables go on the document before the first render without the colour maths (colord), which
 * loads after it, so every page's first script stays light and still paints in the instance's colours.
 */
export function putThemeTokens({ set, unset }: ThemeTokens, root: HTMLElement = document.documentElement): void {
  for (const name of unset) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(set)) root.style.setProperty(name, value)
}

export function rememberThemeTokens(tokens: ThemeTokens): void {
  try {
    localStorage.setItem(REMEMBERED_THEME, JSON.stringify(tokens))
  } catch {
    // Private windows may refuse storage: the next load then starts from the product's own look for a moment.
  }
}

function rememberedThemeTokens(): ThemeTokens | undefined {
  try {
    const remembered = localStorage.getItem(REMEMBERED_THEME)
    const tokens = remembered ? (JSON.parse(remembered) as ThemeTokens) : undefined
    return tokens && typeof tokens.set === 'object' && Array.isArray(tokens.unset) ? tokens : undefined
  } catch {
    // A damaged or unreadable entry is ignored: the instance's answer applies shortly.
    return undefined
  }
}

/** The colours this browser last saw, applied before the first render; the instance's answer then wins. */
export function applyRememberedTheme(): void {
  const tokens = rememberedThemeTokens()
  if (tokens) return putThemeTokens(tokens)
  // Remembered before its variables were: worked out once the colour maths has loaded.
  const remembered = rememberedInstance()
  if (remembered) void import('./apply-theme').then(({ applyTheme }) => applyTheme(remembered.theme.colors))
}
