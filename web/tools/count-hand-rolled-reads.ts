import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * Counts the dashboard's reads that still draw their own loading state (issue 30 §2: one `<QueryView>`
 * for pending, error and empty). A read is a `useQuery`/`useInfiniteQuery` call, or a feature's own
 * `use…Query` hook over one; it counts when its `isPending`/`isLoading` is read and the same result is
 * never given to `<QueryView query={…}>` nor to the shared `<QuerySelect>`. Syntax only, so it runs
 * without a build: `npx tsx web/tools/count-hand-rolled-reads.ts [folder]` (web/src/features by default).
 */
const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(process.argv[2] ?? path.join(here, '..', 'src', 'features'))

// Hooks named like reads that are not a query's result (a CSS media query) or never pending (suspense).
const NOT_READS = new Set(['useMediaQuery', 'useSuspenseQuery', 'useSuspenseQueries'])
const PENDING_FLAGS = new Set(['isPending', 'isLoading'])
// Shared components that own a read's pending/error/empty state when given it as `query`.
const OWNERS = new Set(['QueryView', 'QuerySelect'])

type HandRolled = { file: string; line: number; read: string }

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function isReadCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return false
  const name = node.expression.text
  return (name === 'useQuery' || name === 'useInfiniteQuery' || /^use[A-Z]\w*Query$/.test(name)) && !NOT_READS.has(name)
}

function enclosingFunction(node: ts.Node): ts.Node {
  let at: ts.Node | undefined = node.parent
  while (at && !ts.isFunctionLike(at) && !ts.isSourceFile(at)) at = at.parent
  return at ?? node.getSourceFile()
}

/** Every node under `scope`, depth first. */
function* nodesOf(scope: ts.Node): Generator<ts.Node> {
  const stack: ts.Node[] = [scope]
  while (stack.length > 0) {
    const node = stack.pop()!
    yield node
    node.forEachChild((child) => void stack.push(child))
  }
}

/** Whether `name`'s pending flag is read in `scope` (`name.isPending`), and whether `name` is given to a shared owner. */
function usesOf(name: string, scope: ts.Node) {
  let readsPending = false
  let owned = false
  for (const node of nodesOf(scope)) {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name && PENDING_FLAGS.has(node.name.text)) {
      readsPending = true
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'query' && node.initializer && ts.isJsxExpression(node.initializer)) {
      const value = node.initializer.expression
      const element = node.parent.parent
      const tag = ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element) ? element.tagName.getText() : ''
      if (value && ts.isIdentifier(value) && value.text === name && OWNERS.has(tag)) owned = true
    }
  }
  return { readsPending, owned }
}

function handRolledIn(file: string): HandRolled[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: HandRolled[] = []
  const note = (node: ts.Node, read: string) =>
    found.push({ file: path.relative(process.cwd(), file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, read })

  for (const call of nodesOf(source)) {
    if (!isReadCall(call)) continue
    const parent = call.parent
    // `useX(...).isPending`: the flag read straight off the call.
    if (ts.isPropertyAccessExpression(parent) && PENDING_FLAGS.has(parent.name.text)) {
      note(call, `${call.expression.getText()}(…).${parent.name.text}`)
      continue
    }
    if (!ts.isVariableDeclaration(parent)) continue
    // `const { data, isPending } = useX(...)`: the flag taken apart from the result, so no owner can have it.
    if (ts.isObjectBindingPattern(parent.name)) {
      const flags = parent.name.elements.filter((element) => PENDING_FLAGS.has((element.propertyName ?? element.name).getText()))
      if (flags.length > 0) note(call, `{ ${flags.map((flag) => flag.getText()).join(', ')} } = ${call.expression.getText()}(…)`)
      continue
    }
    if (!ts.isIdentifier(parent.name)) continue
    const { readsPending, owned } = usesOf(parent.name.text, enclosingFunction(parent))
    if (readsPending && !owned) note(call, parent.name.text)
  }
  return found
}

const handRolled = sourceFiles(root).flatMap(handRolledIn)
for (const { file, line, read } of handRolled) console.log(`${file}:${line}  ${read}`)
console.log(`${handRolled.length} reads hand-roll their pending state in ${path.relative(process.cwd(), root) || '.'}`)
