import { useRef, useState } from 'react'
import { ImageUp, Trash2 } from 'lucide-react'
import { removeLogo, uploadLogo, useThemeChange, type InstanceTheme } from '@/api/instance'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { LogoMark } from '@/components/layout/Logo'
import { failureMessageOf } from '@/components/form/field-errors'

const ACCEPTED = 'image/png,image/jpeg,image/webp'

/** The logo beside the instance's name in the side bar, the top bar and the sign-in pages. */
export function ThemeLogoCard({ theme }: { theme: InstanceTheme }) {
  const input = useRef<HTMLInputElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const upload = useThemeChange(uploadLogo)
  const remove = useThemeChange(removeLogo)
  const onError = (error: unknown) => setFailure(failureMessageOf(error, { field: 'file', fallback: 'The logo could not be saved. Try again.' }))

  function chosen(file: File | undefined) {
    if (!file) return
    setFailure(null)
    upload.mutate(file, { onSuccess: () => showSnackbar('Logo saved.', 'success'), onError })
    if (input.current) input.current.value = ''
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>A square PNG, JPEG or WebP image of at most 1 MB. SVG is not accepted: it can carry scripts.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex size-16 items-center justify-center rounded-lg border border-border bg-canvas">
          <LogoMark className="size-10" />
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            id="theme-logo-file"
            aria-label="Logo image file"
            onChange={(event) => chosen(event.target.files?.[0])}
          />
          <Button type="button" variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner className="size-3.5" /> : <ImageUp aria-hidden />}
            {theme.logo_url ? 'Replace logo' : 'Upload logo'}
          </Button>
          {theme.logo_url && (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => showSnackbar('Logo removed.', 'success'), onError })}
            >
              <Trash2 aria-hidden />
              Remove logo
            </Button>
          )}
        </div>
        {failure && (
          <p role="alert" className="w-full text-xs text-error">
            {failure}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
