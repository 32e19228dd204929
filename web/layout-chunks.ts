/**
 * Chunk names for the code a layout route always loads (issue 31: first load).
 *
 * Left to automatic chunking, every module shared by a different set of lazy routes becomes a script of its
 * own: the guest list's first load was over a hundred scripts, most under 1 kB, each compressed alone (gzip
 * of the lot was a tenth larger than gzip of them joined). A layout's component is loaded with every page
 * beneath it, so everything it imports statically costs those pages nothing more in one script than in
 * many. This names such modules by the layouts that reach them, so each combination becomes one chunk:
 * the sign-in and dashboard layouts' common code, each one's own, and the event layout's.
 *
 * Modules no layout reaches are left to automatic chunking (null). The group must not pull in its modules'
 * dependencies (includeDependenciesRecursively: false), or code shared with the sign-in page would be
 * dragged into the dashboard's chunk and the sign-in page would load it all.
 */
import path from 'node:path'

/** What the chunking pass tells about a module (rolldown's ChunkingContext, reduced to what is read here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** Layouts by the chunk name of their code, most specific last; a module reached by several is named by all. */
const LAYOUTS: { name: string; component: string }[] = [
  { name: 'auth', component: 'src/routes/_auth.tsx' },
  { name: 'dashboard', component: 'src/routes/_default.tsx' },
  { name: 'event', component: 'src/routes/_default/events/$uuid.tsx' },
]

/** The event layout renders inside the dashboard's: what the dashboard layout loads, the event's need not name. */
const INSIDE: Record<string, string> = { event: 'dashboard' }

export function layoutChunkNamer(webRoot: string, entryChunk: string): (id: string, graph: ModuleGraph) => string | null {
  let reachers: Map<string, Set<string>> | undefined
  let entry: Set<string> | undefined
  return (id, graph) => {
    entry ??= staticImportsOf(graph, path.join(webRoot, 'index.html'))
    // What the entry imports, every page runs before any other script: left alone, each module it shares with
    // a page became a script of its own (the class merger, the API client, the preload helper), so it joins
    // the chunk every page loads anyway.
    if (entry.has(id) && !id.includes('node_modules')) return entryChunk
    reachers ??= layoutsReaching(webRoot, graph)
    const layouts = new Set(reachers.get(id))
    if (layouts.size === 0) return null
    for (const [inner, outer] of Object.entries(INSIDE)) if (layouts.has(outer)) layouts.delete(inner)
    return `layout-${[...layouts].sort().join('-')}`
  }
}

/** For each module a layout's component imports statically (at any depth), the layouts that do. */
function layoutsReaching(webRoot: string, graph: ModuleGraph): Map<string, Set<string>> {
  // What the entry script imports every page loads already, in the entry's chunk: it stays there.
  const entry = staticImportsOf(graph, path.join(webRoot, 'index.html'))
  const reachers = new Map<string, Set<string>>()
  for (const { name, component } of LAYOUTS) {
    const root = `${path.join(webRoot, component)}?tsr-split=component`
    const reached = staticImportsOf(graph, root)
    if (reached.size === 0) throw new Error(`${component}: no component module in the build (the route or its code splitting moved)`)
    for (const id of reached) {
      if (entry.has(id)) continue
      if (!reachers.has(id)) reachers.set(id, new Set())
      reachers.get(id)!.add(name)
    }
  }
  return reachers
}

/** The modules a module imports statically, at any depth (not itself). */
function staticImportsOf(graph: ModuleGraph, root: string): Set<string> {
  const reached = new Set<string>()
  const pending = [...(graph.getModuleInfo(root)?.importedIds ?? [])]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (reached.has(id) || id === root) continue
    reached.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return reached
}
