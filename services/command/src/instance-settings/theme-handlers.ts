import { DomainError } from '@usher/domain/deciders/domain-error';
import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS, checkThemeContrast, isHexColor, notAColorMessage, type ThemeColors } from '@usher/domain/instance/theme';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { readInstanceTheme } from '@usher/infra/instance/instance-settings';
import { presentTheme } from '@usher/infra/instance/present-instance';
import type { ServiceContext } from '@usher/infra/context';
import { imageKindOf } from '../media/image-kind.ts';
import { requireDecodableImage } from '../media/image-decoding.ts';
import { safeFileName } from '../media/media-handlers.ts';
import { changeInstanceSettings } from './append-instance-audit.ts';

/** A logo is shown small; a megabyte is plenty for a sharp one and keeps every page light. */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type ThemeColorsInput = Partial<Record<keyof ThemeColors, string | null>>;

/** Every colour a colour, and each readable where it carries text (the same check the form shows live). */
export function validateThemeColors(input: ThemeColorsInput): { colors: ThemeColors; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const key of THEME_COLOR_KEYS) if (!isHexColor(input[key] ?? '')) errors[key] = [notAColorMessage(key)];
  const colors = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, (input[key] ?? '').toUpperCase()])) as ThemeColors;
  for (const problem of checkThemeContrast(colors)) errors[problem.key] = [problem.message];
  return { colors, errors };
}

async function writeTheme(context: ServiceContext, trx: Db, theme: { colors: ThemeColors; logoMediaId: string | null }) {
  const values = { colors: JSON.stringify(theme.colors), logo_media_id: theme.logoMediaId, updated_at: context.clock.now() };
  await trx
    .insertInto('instance_theme')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return { type: 'InstanceThemeChanged' as const, data: { ...theme.colors, logo_url: theme.logoMediaId ? `/media/${theme.logoMediaId}` : null } };
}

/** The colours, refused with 422 naming the colour and its ratio when one would be hard to read. */
export async function saveThemeColors(context: ServiceContext, user: AuthUser, input: ThemeColorsInput, metadata: EventMetadata) {
  const { colors, errors } = validateThemeColors(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return changeTheme(context, metadata, (current) => ({ ...current, colors }));
}

/** "Reset to defaults": the product's own colours; the logo stays (it has its own remove). */
export async function resetThemeColors(context: ServiceContext, user: AuthUser, metadata: EventMetadata) {
  return changeTheme(context, metadata, (current) => ({ ...current, colors: { ...DEFAULT_THEME_COLORS } }));
}

/**
 * A new logo: PNG, JPEG or WebP by its bytes (never SVG, which can carry script), whole and
 * decodable, at most a megabyte; stored as media of the administrator's organisation and
 * served at /media/{id} like pass images, so the public sign-in page can show it.
 */
export async function storeLogo(context: ServiceContext, user: AuthUser, file: { bytes: Buffer; fileName: string }, metadata: EventMetadata) {
  const refuse = (message: string) => DomainError.validation({ file: [message] });
  if (file.bytes.length === 0) throw refuse('The file is empty.');
  const mimeType = imageKindOf(file.bytes);
  if (mimeType !== 'image/png' && mimeType !== 'image/jpeg' && mimeType !== 'image/webp') throw refuse('The logo must be a PNG, JPEG or WebP image.');
  await requireDecodableImage(file.bytes, mimeType);
  const id = context.ids.uuid();
  return changeTheme(context, metadata, async (current, trx) => {
    await trx
      .insertInto('media')
      .values({
        id,
        organisation_id: user.organisation_id,
        uploaded_by: user.id,
        file_name: safeFileName(file.fileName),
        mime_type: mimeType,
        size_bytes: file.bytes.length,
        bytes: file.bytes,
      })
      .execute();
    return { ...current, logoMediaId: id };
  });
}

/** Back to the product's own mark. */
export async function removeLogo(context: ServiceContext, user: AuthUser, metadata: EventMetadata) {
  return changeTheme(context, metadata, (current) => ({ ...current, logoMediaId: null }));
}

type ThemeState = { colors: ThemeColors; logoMediaId: string | null };

async function changeTheme(context: ServiceContext, metadata: EventMetadata, next: (current: ThemeState, trx: Db) => ThemeState | Promise<ThemeState>) {
  let saved: ThemeState | null = null;
  const { position } = await changeInstanceSettings(context, metadata, async (trx) => {
    const current = await readInstanceTheme(trx);
    saved = await next({ colors: current.colors, logoMediaId: current.logoMediaId }, trx);
    return writeTheme(context, trx, saved);
  });
  return { data: presentTheme({ ...saved!, updatedAt: null }), position };
}
