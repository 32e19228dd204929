import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compilerOptionsOf, importCycles, importGraphOf, loopThrough } from './import-graph.ts'

/**
 * `npm run check` fails when the dashboard's modules import each other in a loop (issue 30 §2):
 * a loop makes one of its modules run before the other has defined its exports, and ties
 * features together so neither can change alone. ESLint checks one file at a time and cannot
 * see a loop, so this walks the whole graph once (about a second for web/src).
 */
// The dashboard's folder (its tsconfig.json and src/); a test passes another to show a loop fails the check.
const webRoot = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
const graph = importGraphOf(path.join(webRoot, 'src'), compilerOptionsOf(path.join(webRoot, 'tsconfig.json')))
const cycles = importCycles(graph)
const shown = (file: string) => path.relative(process.cwd(), file)

if (cycles.length > 0) {
  console.error(
    `${shown(path.join(webRoot, 'src'))} has ${cycles.length} import cycle(s). Move what both sides use into web/src/lib or web/src/components, or compose the two in a route:`,
  )
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.length} modules, e.g. ${loopThrough(cycle, graph).map(shown).join('\n    → ')}`)
  }
  process.exit(1)
}
console.log(`${shown(path.join(webRoot, 'src')) || '.'}: ${graph.size} modules, no import cycles.`)
