import { Languages } from 'lucide-react'
import { GUEST_LANGUAGES, LANGUAGE_NAMES, type GuestLanguage } from '@usher/domain/i18n/languages'
import { cn } from '@/lib/cn'
import { useGuestWords } from './guest-words-context'

/** A small choice of the page's language, each named in itself so anyone finds theirs. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, t, choose } = useGuestWords()
  return (
    <label className={cn('inline-flex items-center gap-1.5 text-[13px] text-muted-foreground', className)}>
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t('common.language')}</span>
      <select
        className="rounded-md bg-transparent py-1 pr-1 text-[13px] text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
        value={language}
        onChange={(event) => choose(event.target.value as GuestLanguage)}
        data-testid="guest-language-switcher"
      >
        {GUEST_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
