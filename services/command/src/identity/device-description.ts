import Bowser from 'bowser';

export interface DeviceDescription {
  /** The browser and its major version, e.g. "Chrome 131"; null when the user agent does not say. */
  browser: string | null;
  /** The operating system, e.g. "macOS" or "Windows 10"; null when the user agent does not say. */
  os: string | null;
  /** What a person reads: "Chrome 131 on macOS". */
  label: string;
}

const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A session's device in a person's words, from its user agent. Parsed with bowser (MIT), a
 * well-kept list of browsers and systems, rather than our own patterns that would age.
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent?.trim()) return { browser: null, os: null, label: UNKNOWN_DEVICE };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  // "Windows 10" and "macOS Sonoma" read better than NT or Darwin version numbers.
  const osName = parsed.os.name ?? null;
  const os = osName ? [osName, parsed.os.versionName].filter(Boolean).join(' ') : null;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? UNKNOWN_DEVICE);
  return { browser, os, label };
}
