import type { ThemeColors } from '@usher/domain/instance/theme'
import { themeTokens } from '@/lib/theme-tokens'
import { putThemeTokens, type ThemeTokens } from './remembered-theme'

/** Puts the colours on the document, where every Tailwind colour utility reads them; answers the variables set. */
export function applyTheme(colors: ThemeColors, root: HTMLElement = document.documentElement): ThemeTokens {
  const tokens = themeTokens(colors)
  putThemeTokens(tokens, root)
  return tokens
}
