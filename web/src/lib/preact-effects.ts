import { options } from 'preact'

/**
 * The dashboard runs on Preact (web/vite.config.ts aliases React to preact/compat). Preact runs effects
 * (useEffect) after the next frame is painted, up to tens of milliseconds after the render; React runs
 * them soon after the commit. Libraries written for React count on that: Tiptap's useEditor builds its
 * editor while rendering and destroys it 1 ms later unless its effect has said the component mounted, so
 * under Preact every editor was destroyed at once and the page's own effects met a dead one (the
 * communication page failed with "Cannot read properties of null (reading 'cached')"). Effects run
 * here as soon as the commit is done, before any timer a render set.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush)
