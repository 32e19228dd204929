import sharp from 'sharp';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import { combineDateTime } from '@usher/domain/events/event-dates';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { applePassJson } from '@usher/domain/wallet/apple-pass-json';
import { googleSaveClaims } from '@usher/domain/wallet/google-wallet-object';
import type { WalletPassContent } from '@usher/domain/wallet/wallet-pass-content';
import { appUrlOf } from '@usher/infra/mail/message-id';
import { passOfToken } from '@usher/infra/http/pass-links';
import { applePassPackage, type ApplePassImages } from '@usher/infra/wallet/apple-pass-package';
import { googleSaveLink } from '@usher/infra/wallet/google-save-link';
import { walletCredentials } from '@usher/infra/wallet/wallet-credentials';
import type { ServiceContext } from '@usher/infra/context';
import { publicPass } from './public-pass-queries.ts';

const MEDIA_ID = /^\/media\/([0-9a-f-]{36})$/i;

const walletNotSet = (name: string) => new DomainError('not_found', 'wallet_not_configured', `${name} passes are not set up on this instance.`);

/**
 * What a wallet pass is made of, for a pass token: the pass page's own view (so a bad, foreign or
 * removed guest's token is the same 404, a transferred ticket's old token the same 409, and a
 * disabled pass the same 404), with the event's start and end as instants.
 */
async function walletPassContent(context: ServiceContext, token: string): Promise<WalletPassContent & { logo_media_id: string | null }> {
  const { data } = await publicPass(context, token);
  const { attendee_id: attendeeId } = (await passOfToken(context.db, token))!;
  const row = await context.db
    .selectFrom('rm_attendees as a')
    .innerJoin('rm_events as ev', 'ev.uuid', 'a.event_uuid')
    .select(['a.event_uuid', 'ev.body'])
    .where('a.id', '=', attendeeId)
    .executeTakeFirstOrThrow();
  const settings = row.body.settings as EventSettings;
  const appUrl = appUrlOf(process.env);
  const logo = data.pass_settings.access.logo_image;
  const logoMediaId = logo ? (MEDIA_ID.exec(logo)?.[1] ?? null) : null;
  const { organisation, wallet: _links, ...view } = data;
  return {
    token,
    event_uuid: row.event_uuid,
    view,
    starts_at: combineDateTime(settings.starts_date, settings.starts_time, settings.timezone),
    ends_at: settings.end_date || settings.end_time ? combineDateTime(settings.end_date ?? settings.starts_date, settings.end_time, settings.timezone) : null,
    has_start_time: Boolean(settings.starts_time),
    organisation_name: organisation.name ?? view.event.name,
    pass_page_url: `${appUrl}/pass/${token}`,
    logo_url: logoMediaId ? `${appUrl}/media/${logoMediaId}` : null,
    logo_media_id: logoMediaId,
  };
}

/**
 * The pass's pictures as Apple Wallet sizes them (PNG): the logo fitted in 160 × 50 points, and an
 * icon (required by Apple) cut from the logo, or a plain square in the pass's colour without one.
 */
async function applePassImages(context: ServiceContext, content: WalletPassContent & { logo_media_id: string | null }): Promise<ApplePassImages> {
  const media = content.logo_media_id
    ? await context.db.selectFrom('media').select('bytes').where('id', '=', content.logo_media_id).executeTakeFirst()
    : undefined;
  const background = content.view.pass_settings.access.background_color || '#2D4CD7';
  const icon = (size: number) =>
    media
      ? sharp(media.bytes, { limitInputPixels: 40_000_000 }).resize(size, size, { fit: 'contain', background }).flatten({ background }).png().toBuffer()
      : sharp({ create: { width: size, height: size, channels: 3, background } })
          .png()
          .toBuffer();
  const logo = (scale: number) =>
    sharp(media!.bytes, { limitInputPixels: 40_000_000 })
      .resize(160 * scale, 50 * scale, { fit: 'inside' })
      .png()
      .toBuffer();
  return {
    'icon.png': await icon(29),
    'icon@2x.png': await icon(58),
    ...(media ? { 'logo.png': await logo(1), 'logo@2x.png': await logo(2) } : {}),
  };
}

/** The guest's signed .pkpass, or a 404 when the instance has no Apple Wallet credentials. */
export async function applePassFile(context: ServiceContext, token: string): Promise<Buffer> {
  const credentials = await walletCredentials(context.db, 'apple');
  if (!credentials) throw walletNotSet('Apple Wallet');
  const content = await walletPassContent(context, token);
  return applePassPackage(applePassJson(content, credentials.details), await applePassImages(context, content), credentials.secret);
}

/** The guest's "Save to Google Wallet" address, or a 404 when the instance has no Google Wallet credentials. */
export async function googleWalletLink(context: ServiceContext, token: string): Promise<string> {
  const credentials = await walletCredentials(context.db, 'google');
  if (!credentials) throw walletNotSet('Google Wallet');
  const content = await walletPassContent(context, token);
  return googleSaveLink(googleSaveClaims(content, credentials.details, new URL(appUrlOf(process.env)).origin), credentials.secret, context.clock.now());
}
