import { createRequire } from 'node:module';
import type juiceModule from 'juice';
import { escapeHtml } from '@usher/domain/invitations/escape-html';
import { brandedHeaderHtml, type MailBranding } from '@usher/domain/invitations/mail-branding';

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const DEFAULT_BRANDING: MailBranding = { logoUrl: null, accentColor: '#2D4CD7', accentTextColor: '#FFFFFF', pageColor: '#EEF1F8' };
const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

export interface LayoutInput {
  /** The message's own HTML, merged and safe. */
  content: string;
  eventName: string;
  branding?: MailBranding | null;
  openPixelUrl?: string | null;
  unsubscribeUrl?: string | null;
}

// juice (with cheerio under it) is loaded by the first message laid out, not by every process that imports
// the mail code: loading it cost each start of the product about a third of a second of CPU on its main
// thread and again on the projections' thread, which lays out no message.
const requireAtRuntime = createRequire(import.meta.url);
let loadedJuice: typeof juiceModule | undefined;
function inlineStyles(html: string): string {
  const juice = (loadedJuice ??= requireAtRuntime('juice') as typeof juiceModule);
  return juice(html, { removeStyleTags: true, preserveImportant: true, applyWidthAttributes: false });
}

/**
 * The page every message is sent in: a 600px white card on the event's page
 * colour, the event's header band when it has branding, buttons padded
 * 15px 40px in its accent colour, and the unsubscribe footer. Written with a
 * style sheet, then juice inlines it, since many mail clients drop <style>.
 */
export function wrapInLayout(input: LayoutInput): string {
  const brand = input.branding ?? DEFAULT_BRANDING;
  const accent = colour(brand.accentColor, DEFAULT_BRANDING.accentColor);
  const accentText = colour(brand.accentTextColor, DEFAULT_BRANDING.accentTextColor);
  const page = colour(brand.pageColor, DEFAULT_BRANDING.pageColor);
  const css = `
    body { margin: 0; padding: 0; background: ${page}; }
    .usher-page { background: ${page}; padding: 24px 12px; }
    .usher-card { width: 100%; max-width: 600px; margin: 0 auto; background: #ffffff; border-collapse: collapse; }
    .usher-content { padding: 24px; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937; }
    .usher-content p { margin: 0 0 16px; }
    .usher-content h1, .usher-content h2, .usher-content h3 { margin: 0 0 16px; line-height: 1.25; }
    .usher-content blockquote { margin: 0 0 16px; padding-left: 12px; border-left: 3px solid #d1d5db; color: #4b5563; }
    .usher-content img { max-width: 100%; height: auto; border: 0; }
    .usher-content a { color: ${accent}; }
    .usher-content a[data-button] { display: inline-block; padding: 15px 40px; background: ${accent}; color: ${accentText}; text-decoration: none; border-radius: 6px; font-weight: bold; }
    .usher-footer { padding: 16px 24px; font-family: Arial, Helvetica, sans-serif; font-size: 12px; line-height: 1.5; color: #6b7280; text-align: center; }
    .usher-footer a { color: #6b7280; }
  `;
  const header = input.branding ? `<tr><td>${brandedHeaderHtml(input.branding, input.eventName)}</td></tr>` : '';
  const footer = input.unsubscribeUrl
    ? `<tr><td class="usher-footer">You receive this email as a guest of ${escapeHtml(input.eventName)}. <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></td></tr>`
    : '';
  const pixel = input.openPixelUrl
    ? `<img src="${escapeHtml(input.openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>
<div class="usher-page"><table role="presentation" class="usher-card" width="600" align="center" cellpadding="0" cellspacing="0">
${header}<tr><td class="usher-content">${input.content}</td></tr>${footer}
</table></div>${pixel}</body></html>`;
  return inlineStyles(html);
}
