import { photoTypeOf } from '@quaybook/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEIC_DOOR } from '../../../test/support/heicSample';
import { heicBomb, jpegBomb, pngBomb, webpBomb } from '../../../test/support/pixelBombs';
import { photoPixelSize } from './photoSize';

/** The size read from the header, for bytes typed by their signature as the server types them. */
const sizeOf = (bytes: Buffer) => {
  const type = photoTypeOf(bytes.subarray(0, 16));
  if (!type) throw new Error('not a photo type');
  return photoPixelSize(bytes, type);
};

const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 200 } } });

describe('photoPixelSize', () => {
  it('reads the size of real photos of each kind from their headers', async () => {
    expect(
      sizeOf(await drawn(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer()),
    ).toEqual({ width: 640, height: 480 });
    expect(sizeOf(await drawn(800, 200).png().toBuffer())).toEqual({ width: 800, height: 200 });
    expect(sizeOf(await drawn(301, 203).webp().toBuffer())).toEqual({ width: 301, height: 203 });
    expect(sizeOf(await drawn(301, 203).webp({ lossless: true }).toBuffer())).toEqual({
      width: 301,
      height: 203,
    });
    expect(sizeOf(await drawn(64, 48).ensureAlpha(0.5).webp().toBuffer())).toEqual({
      width: 64,
      height: 48,
    });
    expect(sizeOf(HEIC_DOOR)).toEqual({ width: 96, height: 64 });
  });

  it('reads the size a few hundred bytes claim, without decoding them', () => {
    for (const bomb of [pngBomb, jpegBomb, webpBomb, heicBomb]) {
      const bytes = bomb(16_000, 16_000);
      expect(bytes.length, bomb.name).toBeLessThan(2_000);
      expect(sizeOf(bytes), bomb.name).toEqual({ width: 16_000, height: 16_000 });
    }
  });

  it('finds no size in a header cut short', () => {
    expect(sizeOf(pngBomb(9, 9).subarray(0, 20))).toBeUndefined();
    expect(sizeOf(jpegBomb(9, 9).subarray(0, 100))).toBeUndefined();
    expect(sizeOf(webpBomb(9, 9).subarray(0, 16))).toBeUndefined();
    expect(sizeOf(HEIC_DOOR.subarray(0, 200))).toBeUndefined();
  });
});
