/**
 * DATABASE_REPLICA_URLS: any number of connection URLs, separated by commas
 * or white space. A comma also separates hosts inside one libpq URL, so a
 * new URL starts only where a `postgres://` or `postgresql://` does.
 */
export function parseReplicaUrls(value: string | undefined): string[] {
  const text = value?.trim();
  if (!text) return [];
  return text
    .split(/[\s,]+(?=postgres(?:ql)?:\/\/)/i)
    .map((url) => url.trim().replace(/,$/, ''))
    .filter((url) => url.length > 0);
}

/** A replica's name in logs and answers: its host and port, never its password. */
export function replicaLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'replica';
  }
}
