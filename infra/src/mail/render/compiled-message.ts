import { randomBytes } from 'node:crypto';
import { compile } from 'html-to-text';
import { ALERT_BODY_MAX } from '@usher/domain/contract/communications';
import { MERGE_TAGS, type MergeValues } from '@usher/domain/communications/merge-tags';
import { escapeHtml } from '@usher/domain/invitations/escape-html';
import type { MailBranding } from '@usher/domain/invitations/mail-branding';
import { linksOf, rewriteLinks, sanitizeTemplateHtml } from './sanitize-template-html.ts';
import { renderLiquid, toLiquidTemplate } from './merge-template.ts';
import { wrapInLayout } from './mail-layout.ts';
import { MailRenderError } from './mail-render-error.ts';

/** What every recipient of one message shares: the words, the event's look, and which per-recipient links it carries. */
export interface MessageWords {
  /** The editor's HTML with mention spans. */
  body: string;
  eventName: string;
  branding: MailBranding | null;
  /** HTML placed (already safe) after the organiser's content; never merged. */
  appendixHtml: string | null;
  openPixel: boolean;
  unsubscribe: boolean;
  trackClicks: boolean;
}

/** What one recipient's copy fills in. */
export interface RecipientParts {
  values: MergeValues;
  openPixelUrl: string | null;
  unsubscribeUrl: string | null;
  trackClick: ((url: string) => Promise<string>) | null;
}

const TEXT_OPTIONS = {
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
};
// Compiled once: html-to-text's convert() compiles its selectors on every call.
const toText = compile(TEXT_OPTIONS);

// What liquid's `escape` writes (outputEscape 'escape'): a merged value reads the same as when liquid merged it.
const LIQUID_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
const escapeLikeLiquid = (text: string) => text.replace(/[&<>"']/g, (c) => LIQUID_ESCAPES[c]!);

const HTTP_LINK = /^https?:\/\//i;

/**
 * A message compiled once for all its recipients: the organiser's HTML
 * sanitised and parsed, merged with placeholders in place of each tag's
 * value, laid out and inlined by juice, and turned into plain text, once.
 * Each recipient's copy then only fills the placeholders: their values
 * (escaped as liquid escapes them), their tracked links, open pixel and
 * unsubscribe address. Juice alone took about half of a message's time.
 *
 * Placeholders are letters and digits with a random part, so nothing the
 * organiser types can forge one, and juice, sanitize-html and html-to-text
 * pass them through unchanged (html-to-text upper-cases headings: a
 * placeholder found upper-cased is filled with the upper-cased value).
 */
export class CompiledMessage {
  private constructor(
    private readonly marker: string,
    private readonly html: string,
    private readonly text: string,
    /** Each tracked link's address, with value placeholders in it. */
    private readonly links: string[],
  ) {}

  static async compile(words: MessageWords): Promise<CompiledMessage> {
    if (words.body.length > ALERT_BODY_MAX) throw new MailRenderError('body_too_large', `The body may not be greater than ${ALERT_BODY_MAX / 1000} KB.`);
    const marker = `zq${randomBytes(6).toString('hex')}`;
    const placeholder = (kind: string, index = 0) => `${marker}${kind}${index}zq`;
    let merged: string;
    try {
      const values = Object.fromEntries(MERGE_TAGS.map((tag, index) => [tag.id, placeholder('v', index)]));
      merged = await renderLiquid(toLiquidTemplate(sanitizeTemplateHtml(words.body)), values);
    } catch (error) {
      throw new MailRenderError('render_failed', `The message could not be rendered: ${(error as Error).message}`);
    }
    const links: string[] = [];
    if (words.trackClicks) {
      // A link that may be http(s) once merged is tracked: one whose address is, or holds, a tag's value is decided per recipient.
      const tracked = new Map(
        linksOf(merged)
          .filter((href) => HTTP_LINK.test(href) || href.includes(marker))
          .map((href, index) => [href, index]),
      );
      links.push(...tracked.keys());
      if (tracked.size > 0) merged = rewriteLinks(merged, (href) => (tracked.has(href) ? placeholder('l', tracked.get(href)) : href));
    }
    const content = `${merged}${words.appendixHtml ?? ''}`;
    const html = wrapInLayout({
      content,
      eventName: words.eventName,
      branding: words.branding,
      openPixelUrl: words.openPixel ? placeholder('p') : null,
      unsubscribeUrl: words.unsubscribe ? placeholder('u') : null,
    });
    return new CompiledMessage(marker, html, toText(content).trim(), links);
  }

  /** One recipient's HTML and plain text (without the unsubscribe footer). */
  async fill(recipient: RecipientParts): Promise<{ html: string; text: string }> {
    const valueAt = (index: number) => recipient.values[MERGE_TAGS[index]!.id] ?? '';
    const links: string[] = [];
    for (const template of this.links) {
      const url = template.replace(this.pattern(), (_, kind: string, index: string) => (kind === 'v' ? valueAt(Number(index)) : ''));
      links.push(HTTP_LINK.test(url) && recipient.trackClick ? await recipient.trackClick(url) : url);
    }
    const raw = (kind: string, index: number): string =>
      kind === 'v' ? valueAt(index) : kind === 'l' ? links[index]! : kind === 'p' ? (recipient.openPixelUrl ?? '') : (recipient.unsubscribeUrl ?? '');
    const html = this.html.replace(this.pattern(), (_, kind: string, index: string) =>
      kind === 'v' ? escapeLikeLiquid(valueAt(Number(index))) : escapeHtml(raw(kind, Number(index))),
    );
    const text = this.text.replace(this.pattern(), (found: string, kind: string, index: string) => {
      const value = raw(kind.toLowerCase(), Number(index)).replace(/\s+/g, ' ');
      return found === found.toUpperCase() ? value.toUpperCase() : value;
    });
    return { html, text };
  }

  private pattern(): RegExp {
    return new RegExp(`${this.marker}([vlpu])(\\d+)zq`, 'gi');
  }
}

// Communications and invitations send the same words to thousands of guests: each is compiled once.
const CACHE_MAX = 100;
const compiled = new Map<string, Promise<CompiledMessage>>();

/** The compiled message of these words, from memory when they were compiled lately. */
export function compiledMessageOf(words: MessageWords): Promise<CompiledMessage> {
  const key = JSON.stringify(words);
  let message = compiled.get(key);
  if (message) {
    // Kept in the order of their use, so the least used go first.
    compiled.delete(key);
  } else {
    message = CompiledMessage.compile(words);
    if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value!);
  }
  compiled.set(key, message);
  return message;
}
