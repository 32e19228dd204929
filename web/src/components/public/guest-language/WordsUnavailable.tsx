import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { PublicLayout } from '../PublicLayout'
import { Button } from '@/components/ui/button'

/**
 * What a guest page says when its words could not be fetched (a guest on a venue's patchy network, or
 * offline): the catalogue is what failed, so these few words travel with the page itself. The sentence
 * is the catalogues' own 'error.offline'; the button tries the fetch again.
 */
const WORDS: Record<GuestLanguage, { failed: string; again: string }> = {
  en: { failed: 'The connection failed. Please check your connection and try again.', again: 'Try again' },
  de: { failed: 'Die Verbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', again: 'Erneut versuchen' },
  fr: { failed: 'La connexion a échoué. Veuillez vérifier votre connexion et réessayer.', again: 'Réessayer' },
  es: { failed: 'La conexión falló. Compruebe su conexión e inténtelo de nuevo.', again: 'Reintentar' },
}

export function WordsUnavailable({ language, retrying, retry }: { language: GuestLanguage; retrying: boolean; retry: () => void }) {
  const words = WORDS[language] ?? WORDS.en
  return (
    <PublicLayout organisation={null}>
      <div className="flex flex-col gap-4" data-testid="guest-words-failed">
        <p role="alert" className="text-sm text-muted-foreground">
          {words.failed}
        </p>
        <Button size="lg" className="w-full" disabled={retrying} onClick={retry}>
          {words.again}
        </Button>
      </div>
    </PublicLayout>
  )
}
