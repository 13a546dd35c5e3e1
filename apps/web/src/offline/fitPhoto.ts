import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@quaybook/domain';

/** Qualities tried in turn until the photo fits the server's size. */
const QUALITIES = [0.9, 0.8, 0.7, 0.55];

/**
 * The photo within what the server takes (bytes and megapixels), drawn again smaller as a JPEG on
 * the tablet when it is not: a queued entry must not be refused for its photo hours later. One the
 * browser cannot draw (HEIC) goes as it is, for the server to read.
 */
export async function fitPhoto(photo: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return photo;
  }
  const pixels = bitmap.width * bitmap.height;
  if (photo.size <= PHOTO_MAX_BYTES && pixels <= PHOTO_MAX_PIXELS) {
    bitmap.close();
    return photo;
  }
  const scale = Math.min(1, Math.sqrt(PHOTO_MAX_PIXELS / pixels));
  const canvas = new OffscreenCanvas(
    Math.floor(bitmap.width * scale),
    Math.floor(bitmap.height * scale),
  );
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const name = photo.name.replace(/\.[^.]*$/, '') || 'photo';
  for (const quality of QUALITIES) {
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    if (blob.size <= PHOTO_MAX_BYTES)
      return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  }
  return photo;
}
