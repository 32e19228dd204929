import { useEffect } from 'react'
import { applyTheme } from './apply-theme'
import { rememberInstance } from '@/lib/remembered-instance'
import { useInstanceQuery } from '@/lib/use-instance'

/** Keeps the document's colours in step with the instance's theme (on load, and as soon as an administrator saves). */
export function InstanceThemeApplier() {
  const { data, isPlaceholderData } = useInstanceQuery()
  useEffect(() => {
    if (!data) return
    applyTheme(data.theme.colors)
    if (!isPlaceholderData) rememberInstance(data)
  }, [data, isPlaceholderData])
  return null
}
