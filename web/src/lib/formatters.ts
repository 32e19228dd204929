/**
 * The formatters a page's first view waits for: a phone number or an address suspends until its
 * formatter is in (PhoneNumber, event-display), rather than showing a rough form that changes a
 * moment later. They are large (libphonenumber's metadata, every country's address templates), so
 * they are not in a page's first script. Each is loaded once and shared: the first call starts the
 * download, later calls get the same promise, which React's `use` needs.
 *
 * A route whose first view shows them calls these as its navigation starts (`staticData.early`), so
 * the download runs beside the page's scripts and data instead of starting only once the page's own
 * code has arrived and run (issue 31: navigation → rows shown).
 */
let phoneDisplay: Promise<typeof import('@usher/domain/format/phone-display')> | undefined
let postalAddress: Promise<typeof import('@usher/domain/format/postal-address')> | undefined

export const phoneFormatter = () => (phoneDisplay ??= import('@usher/domain/format/phone-display'))
export const addressFormatter = () => (postalAddress ??= import('@usher/domain/format/postal-address'))
