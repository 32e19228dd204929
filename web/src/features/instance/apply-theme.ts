import type { ThemeColors } from '@usher/domain/instance/theme'
import { rememberedInstance } from '@/lib/remembered-instance'
import { themeTokens } from '@/lib/theme-tokens'

/** Puts the colours on the document, where every Tailwind colour utility reads them. */
export function applyTheme(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  const { set, unset } = themeTokens(colors)
  for (const name of unset) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(set)) root.style.setProperty(name, value)
}

/** The colours this browser last saw, applied before the first render; the instance's answer then wins. */
export function applyRememberedTheme(): void {
  const remembered = rememberedInstance()
  if (remembered) applyTheme(remembered.theme.colors)
}
