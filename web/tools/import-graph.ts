import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The dashboard's module graph, resolved the way the compiler resolves it (web/tsconfig.json's
 * `@/` path and bundler resolution), so what the check sees is what Vite bundles. Every static
 * import and re-export counts, `import type` too: a loop through types still ties two modules so
 * that neither can move or change alone. A lazy `import()` does not: it runs after every module
 * has loaded, and route-level code splitting is made of them.
 */
export type ImportGraph = Map<string, Set<string>>

export function compilerOptionsOf(tsconfigPath: string): ts.CompilerOptions {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'))
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath)).options
}

/** The module specifiers of a file's static imports and re-exports. */
export function staticSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

/** Every .ts/.tsx file under `root`, and the files of `root` each one imports. */
export function importGraphOf(root: string, options: ts.CompilerOptions): ImportGraph {
  const files = sourceFilesUnder(root)
  const inRoot = new Set(files)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const targets = new Set<string>()
    for (const specifier of staticSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName
      if (resolved && inRoot.has(path.resolve(resolved))) targets.add(path.resolve(resolved))
    }
    graph.set(file, targets)
  }
  return graph
}

function sourceFilesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .sort()
}

/**
 * The import cycles of the graph: its strongly connected components of more than one module, or
 * of one module that imports itself (Tarjan's algorithm, iterative so a deep graph cannot
 * overflow the stack). Each cycle is listed in a stable order, smallest file first.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let counter = 0

  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; targets: string[]; next: number }> = []
    const visit = (node: string) => {
      index.set(node, counter)
      lowLink.set(node, counter)
      counter += 1
      stack.push(node)
      onStack.add(node)
      work.push({ node, targets: [...(graph.get(node) ?? [])].sort(), next: 0 })
    }
    visit(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next]!
        frame.next += 1
        if (!index.has(target)) visit(target)
        else if (onStack.has(target)) lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!))
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort())
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The shortest loop from the cycle's first module back to it, to show in a failure. */
export function loopThrough(cycle: string[], graph: ImportGraph): string[] {
  const members = new Set(cycle)
  const start = cycle[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(target)) continue
      if (target === start) {
        const loop = [start]
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step)) loop.splice(1, 0, step)
        return [...loop, start]
      }
      if (cameFrom.has(target)) continue
      cameFrom.set(target, node)
      queue.push(target)
    }
  }
  return cycle
}
