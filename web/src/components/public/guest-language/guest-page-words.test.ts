import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Every page a guest opens, and every part drawn on one: their words must come from the catalogues
// (`t(key)`), so a string typed straight into one of these is English on a German guest's page.
const WEB_SRC = fileURLToPath(new URL('../../..', import.meta.url))
const GUEST_PAGE_PARTS = [
  'features/rsvp',
  'features/journeys/guest',
  'features/passes/PublicPassPage.tsx',
  'features/passes/PassCard.tsx',
  'features/passes/PassFeatures.tsx',
  'features/passes/PassQuestions.tsx',
  'features/ticket-transfers/TransferOfferPage.tsx',
  'features/ticket-transfers/TransferTicketSection.tsx',
  'features/waitlist/GuestWaitlistSection.tsx',
  'features/mail-preferences',
  'components/public/guest-language',
  'components/public/WalletButtons.tsx',
]

function componentsOf(path: string): string[] {
  const full = join(WEB_SRC, path)
  if (full.endsWith('.tsx')) return [full]
  return readdirSync(full)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => join(full, name))
}

// Attributes people read (or hear): a word written into one of these is a word on the page.
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'pendingLabel', 'optionalLabel', 'aria-description'])
// A word is two letters in a row; what is not (a '·', a '–', a space) needs no translation.
const HAS_WORD = /\p{L}{2}/u

// Names of products, written the same in every language.
const BRANDS = new Set(['Google Calendar', 'Apple Wallet', 'Google Wallet', 'Outlook', 'Usher'])

type Hit = { line: number; text: string }

/**
 * Words typed into a component's JSX rather than taken from a catalogue: text between tags, a string in a
 * read attribute, and a string literal a child or read attribute's expression yields (a ternary's branch,
 * say). Arguments of calls are keys or class names (`t('rsvp.yes')`, `cn('flex')`), and are let be.
 */
function findLiteralWords(file: ts.SourceFile): Hit[] {
  const hits: Hit[] = []
  const hit = (node: ts.Node, text: string) => hits.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() })
  // The strings an expression can yield as its value (not those passed into calls within it).
  const yielded = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (HAS_WORD.test(node.text) && !BRANDS.has(node.text)) hit(node, node.text)
      return
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      if (HAS_WORD.test(pieces)) hit(node, node.getText(file))
      return
    }
    if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return
    if (ts.isConditionalExpression(node)) return (yielded(node.whenTrue), yielded(node.whenFalse))
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind
      // `a && 'x'` yields 'x'; `a || 'x'` and `a ?? 'x'` either side; a comparison (`status === 'completed'`) yields no string.
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return yielded(node.right)
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.PlusToken)
        return (yielded(node.left), yielded(node.right))
      return
    }
    if (ts.isParenthesizedExpression(node)) return yielded(node.expression)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_WORD.test(node.text) && !BRANDS.has(node.text.trim())) hit(node, node.text)
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) yielded(node.expression)
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) yielded(node.initializer)
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) yielded(node.initializer.expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return hits
}

const parse = (source: string) => ts.createSourceFile('part.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

describe("guest pages' words", () => {
  const files = GUEST_PAGE_PARTS.flatMap(componentsOf)

  it('covers the guest pages (a moved file is not silently skipped)', () => {
    expect(files.length).toBeGreaterThanOrEqual(20)
  })

  it.each(files.map((file) => [relative(WEB_SRC, file), file]))('%s writes no words of its own outside the catalogues', (_name, file) => {
    expect(findLiteralWords(parse(readFileSync(file, 'utf8')))).toEqual([])
  })

  // The check itself: what it must find, and what it must let be.
  it('finds text between tags, words in a label, and a sentence in a branch', () => {
    const found = findLiteralWords(
      parse(`export const A = ({ x }: { x: boolean }) => (
        <section aria-label="About the event">
          <h2>Questions</h2>
          <p>{x ? 'You are all set.' : t('journey.saved')}</p>
          <Spinner label={x ? 'Sending' : t('common.sending')} />
        </section>
      )`),
    )
    expect(found.map((hit) => hit.text)).toEqual(['About the event', 'Questions', 'You are all set.', 'Sending'])
  })

  it("lets be the catalogue's keys, class names, test ids, data and punctuation", () => {
    const found = findLiteralWords(
      parse(`export const A = ({ name }: { name: string }) => (
        <div className={cn('flex gap-2', 'text-sm')} data-testid="journey-end" role="status" aria-hidden>
          {t('journey.thanksNamed', { name })} · {name}
          <Input type="email" autoComplete="given-name" inputMode="decimal" />
          {' '}({t('common.optional')}) –
        </div>
      )`),
    )
    expect(found).toEqual([])
  })
})
