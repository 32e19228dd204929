import type { PassSettings } from '../passes/pass-settings.ts';
import { escapeHtml } from './escape-html.ts';

/** How an event's emails look: the organiser's logo and colours, as the pass builder set them. */
export interface MailBranding {
  /** An absolute address (mail clients cannot resolve '/media/…'), or null for the event's name in words. */
  logoUrl: string | null;
  /** The header band and the button: the access pass's background and text colours. */
  accentColor: string;
  accentTextColor: string;
  /** Around the message: the invitation pass's page colour. */
  pageColor: string;
}

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
// The pass settings are checked on the way in; this keeps an old or odd value from reaching a style attribute.
const colour = (value: string | null | undefined, fallback: string) => (value && HEX_COLOUR.test(value) ? value : fallback);

/** The branding the pass settings give an event's emails. */
export function mailBrandingOf(pass: PassSettings, appUrl: string): MailBranding {
  const logo = pass.access.logo_image;
  return {
    logoUrl: logo ? `${appUrl}${logo}` : null,
    accentColor: colour(pass.access.background_color, '#2D4CD7'),
    accentTextColor: colour(pass.access.text_color, '#FFFFFF'),
    pageColor: colour(pass.invite.background_color, '#EEF1F8'),
  };
}

/** The band at the top of a branded email: the logo, or the event's name when there is none. */
export function brandedHeaderHtml(branding: MailBranding, eventName: string): string {
  const content = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(eventName)}" style="max-height:56px;max-width:240px;display:block;margin:0 auto;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${branding.accentTextColor}">${escapeHtml(eventName)}</span>`;
  return `<div style="background:${branding.accentColor};padding:20px 24px;text-align:center;border-radius:8px 8px 0 0">${content}</div>`;
}
