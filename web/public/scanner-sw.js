/* global self, caches, fetch, URL */
// The door scanner's service worker. Registered by the scanner screen only, with the scanner's
// own URL as its scope, so it controls that page and nothing else of the dashboard. It keeps the
// scanner's app shell (its HTML and every script, style and icon the page loads) so a reload
// works with no network. API calls pass straight through: the page queues scans itself.
const CACHE = 'usher-scanner-shell-v1'

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('usher-scanner-shell-') && name !== CACHE) await caches.delete(name)
      // Take the open scanner page at once: the first visit should work offline after it loads.
      await self.clients.claim()
    })(),
  )
})

// The page names what it loaded before this worker controlled it, so the shell is whole.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'cache-shell' || !Array.isArray(event.data.urls)) return
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(event.data.urls.filter((url) => isShellUrl(new URL(url, self.location.origin))).map((url) => cache.add(url).catch(() => undefined))),
      ),
  )
})

function isShellUrl(url) {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && url.pathname !== '/scanner-sw.js'
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (!isShellUrl(url)) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request))
    return
  }
  // Built assets carry a content hash in their name: a cached copy is always right.
  event.respondWith(url.pathname.startsWith('/assets/') ? cacheFirst(request) : networkFirst(request))
})

async function networkFirst(request) {
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(request, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate' })
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}
