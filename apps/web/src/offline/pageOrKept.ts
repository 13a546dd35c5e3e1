import { CallError } from '@quaybook/contract';

const pages = () => import('./keptPages');

/**
 * A list's page asked of the server and kept on the tablet; asked without a network, the page
 * kept for the same query, or else what `otherwise` makes of what the tablet keeps. The list's
 * screen then works offline on the pages seen online.
 */
export async function pageOrKept<T>(
  userId: number | undefined,
  query: readonly unknown[],
  ask: () => Promise<T>,
  otherwise: () => Promise<T | undefined> = async () => undefined,
): Promise<T> {
  try {
    const answer = await ask();
    // Kept before it shows, so a page on screen is a page the tablet has; a store that fails
    // (private mode, full) leaves the list as it would be without it.
    if (userId !== undefined)
      await pages()
        .then(({ keepPage }) => keepPage(userId, query, answer))
        .catch(() => undefined);
    return answer;
  } catch (error) {
    if (userId !== undefined && error instanceof CallError && error.status === 0) {
      const kept = (await (await pages()).keptPage<T>(userId, query)) ?? (await otherwise());
      if (kept !== undefined) return kept;
    }
    throw error;
  }
}

/** The first kept page, of the pages `matches` accepts, whose answer `holds` accepts. */
export async function keptPageHolding<T>(
  userId: number,
  matches: (query: readonly unknown[]) => boolean,
  holds: (answer: T) => boolean,
): Promise<{ query: readonly unknown[]; answer: T } | undefined> {
  for (const page of await (await pages()).keptPages(userId))
    if (matches(page.query) && holds(page.answer as T))
      return { query: page.query, answer: page.answer as T };
  return undefined;
}
