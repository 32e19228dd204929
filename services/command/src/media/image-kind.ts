/** The image types a pass may show, told apart by their first bytes, never by the name or claimed type. */
export type ImageKind = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

/**
 * PNG, JPEG, GIF or WebP by magic bytes; null for anything else. SVG is refused on purpose: it is
 * a document that can carry script, and our own origin serves it.
 */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
