import { createHash } from 'node:crypto';
import type SharpFunction from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { IMAGE_MAX_SIDE } from '@wayfare/contract/images';
import { AppError } from '#lib/errors';
import { IMAGE_KEY, type ImageStore, type StoredImage } from '#adapters/image-storage';
import type { ImagesRepository } from './repository';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const TYPE_NAMES: Record<ImageType, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
  avif: 'AVIF',
};
// sharp (libvips) is loaded with the first upload, not at start: most starts never see one.
let sharpModule: Promise<typeof SharpFunction> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** The format sharp reports for each type it decodes (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};
const ACCEPTED = 'JPEG, PNG, WebP, GIF or AVIF';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WEBP_QUALITY = 82;
const ENCODE_TIMEOUT_SECONDS = 30;

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * The image type by its first bytes (magic numbers), or null. The file's name and the type its
 * sender declared are never consulted: they are whatever the sender wants them to be.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  // ISO-BMFF: a leading `ftyp` box whose major or compatible brands name AVIF.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    if (boxSize < 16 || boxSize > bytes.length || boxSize > 4096) return null;
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  }
  return null;
}

export interface HostedImage {
  /** `<sha-256 of the WebP bytes>.webp` */
  key: string;
  width: number;
  height: number;
  bytes: number;
  /** False when the same image was already stored (the upload deduplicated). */
  created: boolean;
}

export interface ImagesService {
  host(input: Buffer): Promise<HostedImage>;
  /** A hosted image by its key; null when the key names none. */
  read(key: string): Promise<StoredImage | null>;
}

function megapixels(pixels: number): string {
  return `${Math.floor(pixels / 1_000_000)} megapixels`;
}

function unreadable(type: ImageType): AppError {
  return new AppError(
    'IMAGE_UNREADABLE',
    `This file could not be read as a ${TYPE_NAMES[type]} image: it may be damaged, incomplete or not really an image.`,
  );
}

/**
 * Checks an upload by its content, decodes it (never more pixels than `maxPixels`), re-encodes
 * it as WebP without metadata, upright and at most IMAGE_MAX_SIDE on its longest side, and stores
 * it under the hash of the result: the same picture uploaded twice is one file with one URL.
 */
export function createImagesService(options: {
  store: ImageStore;
  /** Where each upload is noted, so the sweep of unreferenced images spares recent ones. */
  uploads: Pick<ImagesRepository, 'recordUpload'>;
  maxBytes: number;
  maxPixels: number;
}): ImagesService {
  const { store, uploads, maxBytes, maxPixels } = options;
  return {
    async read(key) {
      return IMAGE_KEY.test(key) ? store.get(key) : null;
    },

    async host(input) {
      if (input.length === 0) throw new AppError('IMAGE_UNREADABLE', 'The file is empty.');
      if (input.length > maxBytes) {
        throw new AppError(
          'IMAGE_TOO_LARGE',
          `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
        );
      }
      const type = sniffImageType(input);
      if (!type) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `This file is not a ${ACCEPTED} image. Choose a photo in one of these formats.`,
        );
      }

      // The header alone: dimensions are known before a single pixel is decoded.
      const sharp = await loadSharp();
      let metadata: Metadata;
      try {
        metadata = await sharp(input, { failOn: 'none', limitInputPixels: false }).metadata();
      } catch {
        throw unreadable(type);
      }
      if (
        metadata.format !== SHARP_FORMAT[type] ||
        (type === 'avif' && metadata.compression !== 'av1')
      ) {
        throw unreadable(type);
      }
      const width = metadata.width;
      const height = metadata.pageHeight ?? metadata.height;
      if (!width || !height) throw unreadable(type);
      if (width * height > maxPixels) {
        throw new AppError(
          'IMAGE_TOO_LARGE',
          `The image is ${width} × ${height} pixels; images of up to ${megapixels(maxPixels)} are accepted.`,
        );
      }

      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await sharp(input, {
          failOn: 'warning',
          limitInputPixels: maxPixels,
          animated: false,
          sequentialRead: true,
        })
          .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
          .autoOrient()
          .resize({
            width: IMAGE_MAX_SIDE,
            height: IMAGE_MAX_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        if (/pixel limit/i.test((error as Error).message)) {
          throw new AppError(
            'IMAGE_TOO_LARGE',
            `Images of up to ${megapixels(maxPixels)} are accepted.`,
          );
        }
        throw unreadable(type);
      }

      const key = `${createHash('sha256').update(output.data).digest('hex')}.webp`;
      // Noted before it is stored: a sweep removing the same image meanwhile holds the record, so
      // this waits for it to finish and the image is then stored again (see forgetIfUnused).
      await uploads.recordUpload(key);
      const { created } = await store.put(key, output.data, 'image/webp');
      return {
        key,
        width: output.info.width,
        height: output.info.height,
        bytes: output.data.length,
        created,
      };
    },
  };
}
