import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverKeys } from '../db/schema';

/**
 * The server's key of that name as stored, storing `first` when there is none yet: of processes
 * starting at once, the first stored wins and every one reads it.
 */
export async function keptServerKey(
  db: Database,
  name: string,
  first: string,
): Promise<string | undefined> {
  await db.insert(serverKeys).values({ name, key: first }).onConflictDoNothing();
  const [row] = await db
    .select({ key: serverKeys.key })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row?.key;
}
