/** The extension each stored image type is saved under, whatever name was asked for. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

const MAX_STEM = 150;

/**
 * The name a browser saves a medium under: the requested name's last path segment, its own
 * extension replaced by the stored type's (`invoice.html` of a PNG saves as `invoice.png`), so a
 * name can never make a browser or a desktop open an image as a page or a program.
 */
export function downloadName(requested: string, mimeType: string): string {
  const base = requested.split(/[\\/]/).pop() ?? '';
  const stem = Array.from(base.replace(/\.[^.]*$/, ''))
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_STEM);
  return `${stem || 'image'}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}

/** RFC 5987 attr-chars that encodeURIComponent leaves alone but the grammar does not allow. */
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition per RFC 6266: a plain ASCII fallback, then the exact name as UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
