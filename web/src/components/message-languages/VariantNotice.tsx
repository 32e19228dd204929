import { LANGUAGE_NAMES_IN_ENGLISH, type GuestLanguage } from '@usher/domain/i18n/languages'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { baseLanguageOf, languageLabel, languagesWithVariant, type MessageTranslations } from './message-language'

type Props = {
  language: GuestLanguage
  eventDefault: GuestLanguage | null | undefined
  translations: MessageTranslations
  onRemove: () => void
  disabled?: boolean
}

/** Over a variant's fields: who reads it, that an empty field falls back to the default text, and removing it. */
export function VariantNotice({ language, eventDefault, translations, onRemove, disabled }: Props) {
  const name = languageLabel(language, eventDefault)
  const hasOwn = languagesWithVariant(translations).includes(language)
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-[13px]"
      data-testid="variant-notice"
    >
      <p className="min-w-0 text-muted-foreground">
        Guests whose language is {name} read these words. A field left empty uses the default text ({LANGUAGE_NAMES_IN_ENGLISH[baseLanguageOf(eventDefault)]}).
      </p>
      {hasOwn && (
        <Button type="button" size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
          <Trash2 aria-hidden /> Remove {name}
        </Button>
      )}
    </div>
  )
}
