// The store is loaded the first time a page is kept, never with the app's first load.
const store = async () => (await import('./offlineDb')).offlineDb;

/** A page of a list as the server answered it, kept for the same page asked without a network. */
export interface KeptPage {
  /** The user and the list's query key, as JSON. */
  key: string;
  userId: number;
  keptAt: number;
  /** The list's query key. */
  query: readonly unknown[];
  answer: unknown;
}

/** How many pages a user's lists keep; the oldest go first. */
const PAGES_KEPT = 100;

const keyOf = (userId: number, query: readonly unknown[]) => JSON.stringify([userId, ...query]);

/** Keeps a page the server answered, in place of the one kept before under the same query. */
export async function keepPage(userId: number, query: readonly unknown[], answer: unknown) {
  const db = await store();
  await db.pages.put({ key: keyOf(userId, query), userId, keptAt: Date.now(), query, answer });
  const pages = await db.pages.where('userId').equals(userId).sortBy('keptAt');
  await db.pages.bulkDelete(pages.slice(0, -PAGES_KEPT).map((page) => page.key));
}

/** The page kept for exactly this query, if there is one. */
export async function keptPage<T>(
  userId: number,
  query: readonly unknown[],
): Promise<T | undefined> {
  return (await (await store()).pages.get(keyOf(userId, query)))?.answer as T | undefined;
}

/** Every page a user keeps, newest first, for a look through them without a network. */
export async function keptPages(userId: number): Promise<KeptPage[]> {
  return (await (await store()).pages.where('userId').equals(userId).sortBy('keptAt')).reverse();
}
