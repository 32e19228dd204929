import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { cn } from '@/lib/cn'
import { languageLabel, variantLanguagesOf, type MessageLanguage } from './message-language'

type Props = {
  /** The event's default language: the base text's. */
  eventDefault: GuestLanguage | null | undefined
  /** The languages that have words of their own, marked with a dot. */
  written: readonly GuestLanguage[]
  value: MessageLanguage
  onValueChange: (language: MessageLanguage) => void
  /** Languages with a problem to fix, marked so it is found on another tab. */
  withProblems?: readonly MessageLanguage[]
  /** What is being written, for screen readers: "Language of the message". */
  label?: string
}

/** Which language's words are being written: the default text, or a variant; a dot marks the languages that have their own. */
export function MessageLanguageTabs({
  eventDefault,
  written: writtenLanguages,
  value,
  onValueChange,
  withProblems = [],
  label = 'Language of the message',
}: Props) {
  const written = new Set<MessageLanguage>(writtenLanguages)
  const options: MessageLanguage[] = ['default', ...variantLanguagesOf(eventDefault)]
  return (
    // Two by two where the column is narrow (a phone, the journey editor's side panel), in a row where it is wide.
    <div className="@container">
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-0.5 @lg:flex @lg:flex-wrap"
        data-testid="message-language-tabs"
      >
        {options.map((language) => {
          const selected = language === value
          const hasOwn = written.has(language)
          const problem = withProblems.includes(language)
          return (
            <button
              key={language}
              type="button"
              role="tab"
              aria-selected={selected}
              data-language={language}
              onClick={() => onValueChange(language)}
              className={cn(
                'inline-flex h-8 items-center justify-center gap-1.5 rounded-[5px] px-3 text-[13px] font-medium transition-colors @lg:justify-start',
                selected ? 'bg-background text-foreground shadow-[0_1px_2px_rgb(16_24_40/0.1)]' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {languageLabel(language, eventDefault)}
              {hasOwn && (
                <>
                  <span aria-hidden className={cn('size-1.5 rounded-full', problem ? 'bg-error' : 'bg-primary')} />
                  <span className="sr-only">(has its own words)</span>
                </>
              )}
              {problem && !hasOwn && <span aria-hidden className="size-1.5 rounded-full bg-error" />}
              {problem && <span className="sr-only">(needs a fix)</span>}
            </button>
          )
        })}
      </div>
    </div>
  )
}
