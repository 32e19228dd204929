export const DEFAULT_MEDIA_QUOTA_BYTES = 1024 ** 3;

/** MEDIA_QUOTA_BYTES: the bytes of images one organisation may keep (default 1 GiB), read each time it is needed. */
export function mediaQuotaBytes(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.MEDIA_QUOTA_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_MEDIA_QUOTA_BYTES;
}
