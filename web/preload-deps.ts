/**
 * Shorter preload lists for dynamic imports (issue 31: first load).
 *
 * Vite lists, beside each `import()`, every script the imported chunk needs at any depth, so they are
 * fetched at once rather than one level at a time. It leaves in those the importing chunk has already
 * loaded: its own static imports, which ran before the `import()` could. Every route's list in the entry
 * named the framework, the shell and the icons again, and every lazy dialog's list in the guest list named
 * the layouts, the table and the checkbox it already runs: bytes of the first load that preload nothing.
 * This drops them; what the chunk lacks is still listed, so nothing is fetched later than before.
 */
import type { Plugin } from 'vite'

interface Chunks {
  /** A plugin that records, as the bundle is written, which chunks each chunk imports statically. */
  plugin: Plugin
  /** build.modulePreload.resolveDependencies: the deps less those the importing chunk has loaded already. */
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[]
}

export function preloadOnlyWhatIsMissing(): Chunks {
  const imports = new Map<string, readonly string[]>()
  const loadedBy = new Map<string, Set<string>>()
  const staticClosure = (file: string): Set<string> => {
    const known = loadedBy.get(file)
    if (known) return known
    const reached = new Set<string>()
    const pending = [...(imports.get(file) ?? [])]
    while (pending.length > 0) {
      const next = pending.pop()!
      if (reached.has(next)) continue
      reached.add(next)
      pending.push(...(imports.get(next) ?? []))
    }
    loadedBy.set(file, reached)
    return reached
  }
  return {
    plugin: {
      name: 'usher-preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis writes the lists (it asks resolveDependencies then).
        order: 'pre',
        handler(_options, bundle) {
          imports.clear()
          loadedBy.clear()
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports)
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      // Without the chunk graph (another build path), keep Vite's list as it is.
      if (!imports.has(hostId)) return deps
      const loaded = staticClosure(hostId)
      return deps.filter((dep) => dep === file || !loaded.has(dep))
    },
  }
}
