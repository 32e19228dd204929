import { useMemo, useState } from 'react'
import { RotateCcw } from 'lucide-react'
import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS, checkThemeContrast, isHexColor, type ThemeColors } from '@usher/domain/instance/theme'
import { resetThemeColors, saveThemeColors, useThemeChange, type InstanceTheme } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { firstError } from '@/lib/field-errors'
import { SettingsCard } from '../settings/SettingsCard'
import { ColorField } from './ColorField'
import { ThemePreview } from './ThemePreview'
import { useFieldErrors } from '@/components/form/use-field-errors'

/**
 * The seven colours, each checked for contrast as it is typed (the same rule the server applies
 * before saving), with a preview of the dashboard's parts in them.
 */
export function ThemeColorsCard({ theme }: { theme: InstanceTheme }) {
  const [colors, setColors] = useState<ThemeColors>(theme.colors)
  const { errors: serverErrors, setErrors: setServerErrors, showFailure } = useFieldErrors()
  const confirm = useConfirm()
  const problems = useMemo(() => checkThemeContrast(colors), [colors])
  const complete = THEME_COLOR_KEYS.every((key) => isHexColor(colors[key]))
  const onError = (error: unknown) => showFailure(error, 'The theme could not be saved. Try again.')
  const save = useThemeChange(saveThemeColors)
  const reset = useThemeChange(resetThemeColors)

  function submit() {
    if (!complete || problems.length > 0) return
    save.mutate(colors, {
      onSuccess: () => {
        setServerErrors({})
        showSnackbar('Theme saved. Every page now uses these colours.', 'success')
      },
      onError,
    })
  }

  async function resetToDefaults() {
    const outcome = await confirm({
      heading: 'Reset the colours?',
      message: 'The dashboard goes back to the product’s own colours. The logo stays.',
      confirmLabel: 'Reset colours',
    })
    if (!isConfirmed(outcome)) return
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        setColors(saved.colors)
        setServerErrors({})
        showSnackbar('Colours reset to the defaults.', 'success')
      },
      onError,
    })
  }

  const update = (key: keyof ThemeColors) => (value: string) => {
    setColors((current) => ({ ...current, [key]: value }))
    setServerErrors((current) => ({ ...current, [key]: [] }))
  }
  const isDefault = THEME_COLOR_KEYS.every((key) => theme.colors[key].toUpperCase() === DEFAULT_THEME_COLORS[key])

  return (
    <SettingsCard
      title="Colours"
      description="Text on every colour, and every colour as text, must reach a contrast of 4.5:1 (WCAG AA): a colour that does not is named below, and cannot be saved."
      onSubmit={submit}
      saving={save.isPending}
      blocked={!complete || problems.length > 0}
      actions={
        <Button type="button" variant="ghost" className="mr-auto" disabled={reset.isPending || isDefault} onClick={() => void resetToDefaults()}>
          <RotateCcw aria-hidden />
          Reset to defaults
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {THEME_COLOR_KEYS.map((key) => (
          <ColorField
            key={key}
            colorKey={key}
            value={colors[key]}
            onChange={update(key)}
            problem={problems.find((problem) => problem.key === key)}
            serverError={firstError(serverErrors, key)}
          />
        ))}
      </div>
      {complete && <ThemePreview colors={colors} />}
    </SettingsCard>
  )
}
