import type { ThemeColors } from '@usher/domain/instance/theme'
import { themeTokens } from './theme-tokens'

const REMEMBERED_THEME = 'usher.theme'

/** Puts the colours on the document, where every Tailwind colour utility reads them. */
export function applyTheme(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  const { set, unset } = themeTokens(colors)
  for (const name of unset) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(set)) root.style.setProperty(name, value)
  try {
    localStorage.setItem(REMEMBERED_THEME, JSON.stringify(colors))
  } catch {
    // Private windows may refuse storage: the next load then starts from the product's colours for a moment.
  }
}

/**
 * The colours this browser last saw, applied before the first render so a page does not flash
 * the product's blue before the instance's answer arrives; that answer then wins.
 */
export function applyRememberedTheme(): void {
  try {
    const remembered = localStorage.getItem(REMEMBERED_THEME)
    if (remembered) applyTheme(JSON.parse(remembered) as ThemeColors)
  } catch {
    // A damaged or unreadable entry is ignored: the instance's answer applies shortly.
  }
}
