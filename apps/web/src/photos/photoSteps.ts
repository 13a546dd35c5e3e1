/** How long a photo takes to fade out before the next fades in (001 §9: 300 ms). */
export const FADE_MS = 300;

/** The photo after (+1) or before (-1) this one, round from the last to the first. */
export function stepPhoto(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
