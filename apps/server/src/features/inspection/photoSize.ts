import type { PhotoType } from '@quaybook/domain';

/** A photo's width and height in pixels, as its header states them. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The pixel size a photo's header states, read from its bytes without decoding any pixel, or
 * undefined when no header says it: a file whose header claims a huge picture is refused before
 * a decoder sets memory aside for it.
 */
export function photoPixelSize(bytes: Buffer, type: PhotoType): PixelSize | undefined {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/heic':
      return heicSize(bytes);
  }
}

const fits = (bytes: Buffer, end: number) => end <= bytes.length;

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngSize(bytes: Buffer): PixelSize | undefined {
  if (!fits(bytes, 24) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (every SOFn but DHT C4, JPG C8 and DAC CC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the segments before the frame (EXIF, ICC, tables) are skipped by their lengths. */
function jpegSize(bytes: Buffer): PixelSize | undefined {
  let at = 2;
  while (fits(bytes, at + 4)) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    // Fill bytes, and markers that stand alone (RSTn, SOI, TEM) without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (!fits(bytes, at + 9)) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) — each says its size its own way. */
function webpSize(bytes: Buffer): PixelSize | undefined {
  if (!fits(bytes, 30)) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/** The boxes of an ISO base media file between `from` and `to`: type, body start and end. */
function* boxes(bytes: Buffer, from: number, to: number) {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return;
    yield { type, body, end: at + size };
    at += size;
  }
}

/**
 * HEIC: the image spatial extents (`ispe`) in meta › iprp › ipco. A picture stored as a grid of
 * tiles has one for the whole and one per tile; the largest is the picture's.
 */
function heicSize(bytes: Buffer): PixelSize | undefined {
  let largest: PixelSize | undefined;
  for (const meta of boxes(bytes, 0, bytes.length)) {
    if (meta.type !== 'meta') continue;
    // meta is a full box: a version and flags before its children.
    for (const iprp of boxes(bytes, meta.body + 4, meta.end)) {
      if (iprp.type !== 'iprp') continue;
      for (const ipco of boxes(bytes, iprp.body, iprp.end)) {
        if (ipco.type !== 'ipco') continue;
        for (const property of boxes(bytes, ipco.body, ipco.end)) {
          if (property.type !== 'ispe' || property.body + 12 > property.end) continue;
          const size = {
            width: bytes.readUInt32BE(property.body + 4),
            height: bytes.readUInt32BE(property.body + 8),
          };
          if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
        }
      }
    }
  }
  return largest;
}
