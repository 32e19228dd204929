import type SanitizeHtml from 'sanitize-html';
import { loadOnFirstUse } from '../../load-on-first-use.ts';

// sanitize-html (with its HTML and CSS parsers) is loaded by the first template, not at each start of either thread.
const sanitizeHtml = loadOnFirstUse<typeof SanitizeHtml>('sanitize-html');

/**
 * What the email editor may produce and nothing more (an organiser's HTML, or
 * a pasted one): paragraphs, emphasis, headings, lists, quotes, links (a
 * button is a link with `data-button`), images, and the merge-tag mention
 * spans; `text-align` is the only style. Scripts, event handlers, iframes,
 * forms and `javascript:` links are dropped by sanitize-html.
 */
const TEXT_ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'img', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'span'],
  allowedAttributes: {
    a: ['href', 'data-button'],
    img: ['src', 'alt', 'width'],
    span: ['data-type', 'data-id', 'data-label'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    li: ['style'],
  },
  allowedStyles: { '*': TEXT_ALIGN },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // One attribute order for every mention, so the merge step can find them by their exact form.
    span: (tagName, attribs): SanitizeHtml.Tag => ({
      tagName,
      attribs: attribs['data-type'] === 'mention' ? { 'data-type': 'mention', 'data-id': attribs['data-id'] ?? '' } : {},
    }),
    // A button keeps one flag value; every other attribute a link may carry (target, rel, class) goes.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href !== undefined ? { href: attribs.href.trim() } : {}),
        ...(attribs['data-button'] !== undefined ? { 'data-button': 'true' } : {}),
      },
    }),
  },
};

export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml()(html, OPTIONS);
}

/** Every link of already safe HTML, rewritten by `rewrite` (the click-tracking pass). */
export function rewriteLinks(html: string, rewrite: (href: string) => string): string {
  return sanitizeHtml()(html, {
    ...OPTIONS,
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: rewrite(attribs.href) } : attribs }) },
  });
}

/** The links of already safe HTML, in order, each once. */
export function linksOf(html: string): string[] {
  const links = new Set<string>();
  sanitizeHtml()(html, { ...OPTIONS, transformTags: { a: (tagName, attribs) => (attribs.href && links.add(attribs.href), { tagName, attribs }) } });
  return [...links];
}
