/**
 * Registers the scanner's service worker (web/public/scanner-sw.js) for this
 * scanner page only: its scope is the page's own path, so no other screen of
 * the dashboard is ever served from its cache. Then hands it the URLs this
 * page already loaded, which it could not see, so the shell is complete.
 */
export async function registerScannerWorker(scannerPath: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.register('/scanner-sw.js', { scope: scannerPath })
  // Not `serviceWorker.ready`: it waits for a worker controlling this document, which a page
  // reached by in-app navigation (created at another URL) never gets until it reloads.
  const worker = registration.installing ?? registration.waiting ?? registration.active
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
  worker?.postMessage({ type: 'cache-shell', urls: [location.pathname, ...loaded] })
}
