import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-decoding.ts';

/** The longest side of a media-library thumbnail, in pixels: the library's tiles and avatars. */
export const THUMBNAIL_SIZE = 320;

/**
 * A small WebP copy of an image already proved decodable, made once at upload (libvips, on
 * libuv's thread pool). The first frame of an animation; turned the way its EXIF says.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
