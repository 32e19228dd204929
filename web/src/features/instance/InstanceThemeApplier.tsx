import { useEffect } from 'react'
import { rememberThemeTokens } from './remembered-theme'
import { rememberInstance } from '@/lib/remembered-instance'
import { useInstanceQuery } from '@/lib/use-instance'

/** Keeps the document's colours in step with the instance's theme (on load, and as soon as an administrator saves). */
export function InstanceThemeApplier() {
  const { data, isPlaceholderData } = useInstanceQuery()
  useEffect(() => {
    if (!data) return
    if (!isPlaceholderData) rememberInstance(data)
    // The colour maths loads after the first render (the remembered variables are on the page already).
    void import('./apply-theme').then(({ applyTheme }) => {
      const tokens = applyTheme(data.theme.colors)
      if (!isPlaceholderData) rememberThemeTokens(tokens)
    })
  }, [data, isPlaceholderData])
  return null
}
