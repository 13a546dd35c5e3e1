import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

/** The setting's stored value, storing `first` when it has none yet (the first start wins). */
export async function keptSetting(
  db: Database,
  key: string,
  first: string,
): Promise<string | undefined> {
  await db.insert(settings).values({ key, value: first }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}
