import { Liquid } from 'liquidjs';
import { mergeTagById, type MergeValues } from '@usher/domain/communications/merge-tags';

/**
 * Merge tags become liquid output tags, and nothing else does: every brace the
 * organiser typed is escaped first, so `{{ … }}` or `{% … %}` in their text
 * stays text and is never evaluated. Values are HTML-escaped by liquid
 * (outputEscape 'escape'); the template holds no tag but our output tags, and
 * the limits bound what a render may cost all the same.
 */
const liquid = new Liquid({
  outputEscape: 'escape',
  strictFilters: true,
  strictVariables: false,
  ownPropertyOnly: true,
  // No file system: no include or layout can read a file.
  templates: {},
  parseLimit: 1_000_000,
  renderLimit: 2_000,
  memoryLimit: 10_000_000,
});

const MENTION = /<span data-type="mention" data-id="([^"]*)">[^<]*<\/span>/g;
// A link whose address is a tag (the default templates' buttons: href="{link.event}"), braces escaped by then.
const LINK_PLACEHOLDER = /href="&#123;([a-z_]+\.[a-z_]+)&#125;"/g;

const output = (id: string) => `{{ v['${id}'] }}`;

/**
 * A mention's output: a link tag (the pass link, say) becomes a link to its address, so the
 * guest can click it and the click is tracked like any other; every other tag its value.
 */
function mentionOutput(id: string): string {
  const tag = mergeTagById(id);
  if (!tag) return '';
  return tag.group === 'link' ? `<a href="${output(id)}">${output(id)}</a>` : output(id);
}

/** The liquid template of sanitised editor HTML: mention spans are its only output tags. */
export function toLiquidTemplate(safeHtml: string): string {
  return safeHtml
    .replaceAll('{', '&#123;')
    .replaceAll('}', '&#125;')
    .replace(MENTION, (_, id: string) => mentionOutput(id))
    .replace(LINK_PLACEHOLDER, (_, id: string) => (mergeTagById(id)?.group === 'link' ? `href="${output(id)}"` : 'href="#"'));
}

export async function renderLiquid(template: string, values: MergeValues): Promise<string> {
  return liquid.parseAndRender(template, { v: values });
}
