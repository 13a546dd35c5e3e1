import { open, readFile } from 'node:fs/promises';
import { type FieldProblems, INSPECTION_MESSAGES } from '@quaybook/contract';
import { PHOTO_MAX_PIXELS, type PhotoType, photoTypeOf } from '@quaybook/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type DocumentService, documentService } from '../../documents/documentService';
import { badRequest } from '../../http/errors';
import type { ReceivedFile } from '../../http/fileParts';
import { insertPhoto } from './photoRepository';
import { type PixelSize, photoPixelSize } from './photoSize';

/** A file sent as a photo whose bytes say it is one, with its thumbnail already made. */
export interface PhotoFile {
  file: ReceivedFile;
  type: PhotoType;
  /** A small upright JPEG of it. */
  thumbnail: Buffer;
  /** Its upright size. */
  width: number | null;
  height: number | null;
}

/** The documents photos are kept as; ConvertImageToBlob opens only these. */
export const PHOTO_KINDS = ['inspection-photo', 'photo-thumbnail'] as const;

const THUMBNAIL_WIDTH = 320;
const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

async function headOf(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The refusal of a photo whose picture is larger than a photo may be, else undefined. */
function tooLarge(name: string, size: PixelSize | undefined): string | undefined {
  if (!size || size.width * size.height <= PHOTO_MAX_PIXELS) return undefined;
  return INSPECTION_MESSAGES.tooManyPixels(name, size.width, size.height);
}

/**
 * The files as photos, judged by their bytes, each decoded once into its thumbnail: a file that
 * is no photo, whose header states more pixels than a photo may have, or that cannot be read as
 * one, refuses the whole call before any transaction opens, so no database work waits on
 * decoding images and no picture is decoded that could take gigabytes.
 */
export async function checkPhotos(files: readonly ReceivedFile[]): Promise<PhotoFile[]> {
  const typed: { file: ReceivedFile; type: PhotoType }[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const type = photoTypeOf(await headOf(file.path));
    if (!type) refused.push(INSPECTION_MESSAGES.notAPhoto(file.filename));
    else {
      const oversized = tooLarge(file.filename, photoPixelSize(await readFile(file.path), type));
      if (oversized) refused.push(oversized);
      else typed.push({ file, type });
    }
  }
  if (refused.length > 0) throw refusal(refused);
  const photos: PhotoFile[] = [];
  // One at a time, so only one photo's pixels are held at once.
  for (const photo of typed) photos.push({ ...photo, ...(await thumbnailOf(photo)) });
  return photos;
}

const refusal = (problems: readonly string[]) =>
  badRequest(problems.join(' '), { files: problems.join(' ') });

/**
 * A problem for each damage line whose Image names no photo: not the index or name of a file
 * sent with it, nor one of `known` (names of photos the inspection already has).
 */
export function photoIndexProblems(
  lines: readonly { Image?: number | string | null | undefined }[],
  files: readonly ReceivedFile[],
  known: readonly string[],
): FieldProblems {
  const problems: FieldProblems = {};
  lines.forEach(({ Image: image }, index) => {
    if (image === null || image === undefined || image === '') return;
    const found =
      typeof image === 'number'
        ? image < files.length
        : files.some((file) => file.filename === image) || known.includes(image);
    if (!found)
      problems[`damageData.${index}.Image`] =
        `Damage line ${index + 1} names a photo that was not sent.`;
  });
  return problems;
}

const unreadable = (name: string) => badRequest(`${name} could not be read as a photo.`);

/**
 * The pictures of a HEIC file, read from its header, each decoded only when asked: heic-decode
 * gives each one's size and a `dispose` that frees them, which its published types leave out.
 */
type HeifImages = (PixelSize & {
  decode: () => Promise<PixelSize & { data: Uint8ClampedArray }>;
})[] & {
  dispose(): void;
};

/** A picture larger than a photo may be, found only by the decoder's own reading of its header. */
class Oversized extends Error {}

/**
 * The photo's pixels for sharp, never decoding more than a photo may have: sharp reads the
 * header first and refuses past the limit. Prebuilt sharp has no HEVC decoder, so a HEIC photo
 * is decoded to RGBA by libheif (WebAssembly) first, once its stated size is within the limit.
 */
async function imageOf(bytes: Buffer, photo: { file: ReceivedFile; type: PhotoType }) {
  // Loaded with the first photo rather than with the server: both take a while to load.
  const { default: sharp } = await import('sharp');
  if (photo.type !== 'image/heic')
    return sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
  const { default: heicDecode } = await import('heic-decode');
  const images = (await heicDecode.all({ buffer: bytes })) as HeifImages;
  try {
    const [first] = images;
    if (!first) throw new Error('no picture in the HEIC file');
    const oversized = tooLarge(photo.file.filename, first);
    if (oversized) throw new Oversized(oversized);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

/** A small upright JPEG of a photo, and the photo's upright size. */
async function thumbnailOf(photo: { file: ReceivedFile; type: PhotoType }) {
  const bytes = await readFile(photo.file.path);
  try {
    const image = await imageOf(bytes, photo);
    const meta = await image.metadata();
    const oversized = tooLarge(photo.file.filename, meta.width ? (meta as PixelSize) : undefined);
    if (oversized) throw new Oversized(oversized);
    // EXIF orientations 5–8 turn the picture a quarter, so it stands the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const thumbnail = await image
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return {
      thumbnail,
      width: (turned ? meta.height : meta.width) ?? null,
      height: (turned ? meta.width : meta.height) ?? null,
    };
  } catch (error) {
    if (error instanceof Oversized) throw refusal([error.message]);
    throw unreadable(photo.file.filename);
  }
}

/** The name the photo downloads under: its own, ending in the extension its bytes call for. */
function downloadNameOf(photo: PhotoFile, suffix = ''): string {
  const base = photo.file.filename.replace(/\.[^.]*$/, '') || 'photo';
  return suffix ? `${base}${suffix}.jpg` : `${base}.${EXTENSIONS[photo.type]}`;
}

interface PhotoToKeep extends PhotoFile {
  damageLineId: number | null;
}

/** The photos to keep, each with the damage line whose Image names it (its index among files). */
export function photosOfLines(
  photos: readonly PhotoFile[],
  lines: readonly { Image?: number | string | null | undefined }[],
  lineIdAt: (lineIndex: number) => number | null,
): PhotoToKeep[] {
  return photos.map((photo, index) => {
    const lineIndex = lines.findIndex(
      (line) => line.Image === index || line.Image === photo.file.filename,
    );
    return { ...photo, damageLineId: lineIndex < 0 ? null : lineIdAt(lineIndex) };
  });
}

/** Issues a checked photo and its thumbnail as documents of the caller's company, in `tx`. */
export async function issuePhoto(
  issuer: DocumentService,
  tx: Database,
  user: { company_id: number; user_id: number },
  photo: PhotoFile,
) {
  const original = await issuer.issue(tx, {
    user,
    kind: 'inspection-photo',
    downloadName: downloadNameOf(photo),
    contentType: photo.type,
    bytes: await readFile(photo.file.path),
  });
  const thumbnail = await issuer.issue(tx, {
    user,
    kind: 'photo-thumbnail',
    downloadName: downloadNameOf(photo, '-thumbnail'),
    contentType: 'image/jpeg',
    bytes: photo.thumbnail,
  });
  return { original, thumbnail };
}

/** Keeps photos of an inspection: each image and its thumbnail as documents, and a photo row. */
export function photoKeeper(deps: { db: Database; config: Config }) {
  const issuer = documentService(deps);
  return async function keepPhotos(
    tx: Database,
    user: { company_id: number; user_id: number },
    inspectionId: number,
    photos: readonly PhotoToKeep[],
  ): Promise<string[]> {
    const names: string[] = [];
    // One at a time, so only one photo's bytes are held at once.
    for (const photo of photos) {
      const { original, thumbnail } = await issuePhoto(issuer, tx, user, photo);
      await insertPhoto(tx, {
        companyId: user.company_id,
        inspectionId,
        damageLineId: photo.damageLineId,
        documentId: original.id,
        thumbnailId: thumbnail.id,
        originalName: photo.file.filename,
        width: photo.width,
        height: photo.height,
        createdBy: user.user_id,
      });
      names.push(original.name);
    }
    return names;
  };
}
