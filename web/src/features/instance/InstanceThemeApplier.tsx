import { useEffect } from 'react'
import { useInstance } from './use-instance'
import { applyTheme } from './apply-theme'

/** Keeps the document's colours in step with the instance's theme (on load, and as soon as an administrator saves). */
export function InstanceThemeApplier() {
  const { colors } = useInstance().theme
  useEffect(() => applyTheme(colors), [colors])
  return null
}
