import { useDocumentTitle } from '@/lib/page-title'

export interface Organisation {
  name: string | null
  logo_src: string | null
}

/**
 * Who invites the guest: the organisation's logo and name, as onboarding promises guests see
 * them. Nothing when the organisation set neither (the page then carries the event's name alone).
 */
export function OrganisationBrand({ organisation }: { organisation: Organisation }) {
  if (!organisation.name && !organisation.logo_src) return null
  return (
    <div className="flex items-center justify-center gap-2.5" data-testid="organisation-brand">
      {organisation.logo_src && (
        <img
          src={organisation.logo_src}
          alt={organisation.name ? `${organisation.name} logo` : 'Organisation logo'}
          className="h-10 max-w-[160px] object-contain"
        />
      )}
      {organisation.name && <span className="text-base font-semibold text-foreground">{organisation.name}</span>}
    </div>
  )
}

/** The tab's title on a guest's page: '{title} | {organisation}' in place of '| Usher' once the organisation is known. */
export function useGuestPageTitle(title: string, organisation: Organisation | null | undefined): void {
  useDocumentTitle(title, organisation?.name ?? undefined)
}
