import sharp from 'sharp';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ImageKind } from './image-kind.ts';

/**
 * Pixels an uploaded image may declare. A few kilobytes of PNG can declare 100 million pixels
 * (400 MB once decoded); 40 million holds any photograph a pass shows, with room to spare.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const KIND_NAMES: Record<ImageKind, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF', 'image/webp': 'WebP' };
const SHARP_FORMATS: Record<ImageKind, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

const refuse = (message: string) => DomainError.validation({ file: [message] });

/**
 * Proves that the bytes are the image their first bytes claim, by decoding every pixel of every
 * frame (libvips through `sharp`, on libuv's thread pool, off the event loop). Magic bytes alone
 * let a PNG or GIF header followed by HTML through. Data after a complete image's end marker is
 * ignored by the decoders; it is harmless because media are served with their stored type and
 * no-sniff.
 */
export async function requireDecodableImage(bytes: Buffer, kind: ImageKind): Promise<void> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated: true, sequentialRead: true });
  let format: string | undefined;
  try {
    const metadata = await image.metadata();
    format = metadata.format;
    const frames = metadata.pages ?? 1;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) * frames > MAX_IMAGE_PIXELS) throw new TooLarge();
    // stats() runs the whole decode as a sink, tile by tile, without keeping the pixels.
    await image.stats();
  } catch (error) {
    if (error instanceof TooLarge || (error instanceof Error && /pixel limit/i.test(error.message))) {
      throw refuse(`The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels (width × height × frames).`);
    }
    throw refuse(`The file is not a valid ${KIND_NAMES[kind]} image: it could not be read.`);
  }
  if (format !== SHARP_FORMATS[kind]) throw refuse(`The file is not a valid ${KIND_NAMES[kind]} image: it could not be read.`);
}

class TooLarge extends Error {}
