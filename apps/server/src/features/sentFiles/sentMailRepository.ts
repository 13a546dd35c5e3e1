import type { Database } from '../../db/client';
import { sentMails } from '../../db/schema';

/** Records one e-mail attempt, with its outcome, for the Mail Log. */
export async function recordSentMail(db: Database, mail: typeof sentMails.$inferInsert) {
  await db.insert(sentMails).values(mail);
}
