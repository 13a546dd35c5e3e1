/**
 * Runs look-ups one after another and answers their results as `Promise.all` would. Inside a
 * transaction they share one connection, where concurrent queries are deprecated by pg (and
 * PGlite runs them one at a time anyway).
 * @example const [ports, places] = await inTurn(() => portsByName(tx, a), () => placesByName(tx, b));
 */
export async function inTurn<T extends readonly (() => unknown)[]>(
  ...steps: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
