import { crc32 } from 'node:zlib';
import { HEIC_DOOR } from './heicSample';

// Pixel bombs: files of a few hundred bytes whose headers state a picture of `width` × `height`,
// far more pixels than their bytes could hold. A decoder trusting the header would set aside
// width × height × 4 bytes before reading a pixel.

const be32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([be32(data.length), typed, be32(crc32(typed) >>> 0)]);
}

/** A PNG of an 8-bit RGB picture of that size: its signature, IHDR, one IDAT and IEND. */
export const pngBomb = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', Buffer.concat([be32(width), be32(height), Buffer.from([8, 2, 0, 0, 0])])),
    pngChunk('IDAT', Buffer.from('78da030000000001', 'hex')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

/** A baseline JPEG frame of that size (at most 65,535 each way) after an EXIF-sized APP1. */
export function jpegBomb(width: number, height: number) {
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x01, 0x02]), Buffer.alloc(256)]);
  const frame = Buffer.from([
    ...[0xff, 0xc0, 0x00, 0x11, 0x08],
    ...[height >> 8, height & 0xff, width >> 8, width & 0xff],
    ...[0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00],
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, frame, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP (VP8X) canvas of that size (at most 16,777,216 each way). */
export function webpBomb(width: number, height: number) {
  const body = Buffer.alloc(10);
  body.writeUIntLE(width - 1, 4, 3);
  body.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), body]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

/** The real HEIC sample with its image spatial extents (`ispe`) rewritten to that size. */
export function heicBomb(width: number, height: number) {
  const bytes = Buffer.from(HEIC_DOOR);
  const at = bytes.indexOf('ispe', 0, 'latin1');
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}
