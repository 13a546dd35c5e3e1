import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { listSentFiles, listSentMails } from './sentFileRepository';

type Query = Parameters<typeof listSentFiles>[2];

/** The Sent files list and the mail log of the caller's company. */
export const sentFileService = (db: Database) => ({
  files: (user: SessionUser, query: Query) => listSentFiles(db, user.company_id, query),
  mails: (user: SessionUser, query: Query) => listSentMails(db, user.company_id, query),
});
