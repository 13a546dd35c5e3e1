import type { PageInfo, SentFileRow, SentMailRow, sentFilesQuery } from '@quaybook/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  documents,
  type SentFileKind,
  sentFiles,
  sentMails,
  users,
} from '../../db/schema';

type Query = z.output<typeof sentFilesQuery>;

const DEFAULT_PAGE_SIZE = 20;

/** The files (and mails) of the caller's company a query asks for. */
function filesOf(
  companyId: number,
  query: Query,
  at: typeof sentFiles.createdAt | typeof sentMails.createdAt,
): SQL | undefined {
  return and(
    eq(sentFiles.companyId, companyId),
    query.applicant ? eq(sentFiles.applicantId, query.applicant) : undefined,
    query.account ? eq(sentFiles.accountId, query.account) : undefined,
    query.kind ? eq(sentFiles.kind, query.kind) : undefined,
    query.fromdate ? gte(at, sql`${query.fromdate}::date`) : undefined,
    // The whole of the To day.
    query.todate ? lt(at, sql`${query.todate}::date + 1`) : undefined,
  );
}

const pageOf = (query: Query, total: number): PageInfo => ({
  total,
  page: query.page ?? 1,
  pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
});

const offsetOf = (query: Query) => ((query.page ?? 1) - 1) * (query.pageSize ?? DEFAULT_PAGE_SIZE);

/** The Sent files list: newest first, a page at a time, with who made each file. */
export async function listSentFiles(
  db: Database,
  companyId: number,
  query: Query,
): Promise<{ rows: SentFileRow[]; info: PageInfo }> {
  const where = filesOf(companyId, query, sentFiles.createdAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: sentFiles.id,
        kind: sentFiles.kind,
        filename: documents.name,
        downloadname: documents.downloadName,
        applicantname: applicants.name,
        accountname: accounts.name,
        containers: sentFiles.containerCount,
        createdby: users.name,
        createdat: sentFiles.createdAt,
      })
      .from(sentFiles)
      .innerJoin(documents, eq(documents.id, sentFiles.documentId))
      .leftJoin(applicants, eq(applicants.id, sentFiles.applicantId))
      .leftJoin(accounts, eq(accounts.id, sentFiles.accountId))
      .leftJoin(users, eq(users.id, sentFiles.createdBy))
      .where(where)
      .orderBy(desc(sentFiles.createdAt), desc(sentFiles.id))
      .limit(query.pageSize ?? DEFAULT_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(sentFiles).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdat: row.createdat.toISOString() })),
    info: pageOf(query, totals?.total ?? 0),
  };
}

/** The mail log: every mail sent with a file, newest first, with its outcome. */
export async function listSentMails(
  db: Database,
  companyId: number,
  query: Query,
): Promise<{ rows: SentMailRow[]; info: PageInfo }> {
  // Filtered through the file's company and party, which the mail was sent with.
  const where = filesOf(companyId, query, sentMails.createdAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: sentMails.id,
        recipient: sentMails.recipient,
        subject: sentMails.subject,
        outcome: sentMails.outcome,
        detail: sentMails.detail,
        filename: documents.name,
        downloadname: documents.downloadName,
        applicantname: applicants.name,
        accountname: accounts.name,
        containers: sentFiles.containerCount,
        sentby: users.name,
        sentat: sentMails.createdAt,
      })
      .from(sentMails)
      .innerJoin(sentFiles, eq(sentFiles.id, sentMails.sentFileId))
      .innerJoin(documents, eq(documents.id, sentFiles.documentId))
      .leftJoin(applicants, eq(applicants.id, sentFiles.applicantId))
      .leftJoin(accounts, eq(accounts.id, sentFiles.accountId))
      .leftJoin(users, eq(users.id, sentMails.createdBy))
      .where(where)
      .orderBy(desc(sentMails.createdAt), desc(sentMails.id))
      .limit(query.pageSize ?? DEFAULT_PAGE_SIZE)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(sentMails)
      .innerJoin(sentFiles, eq(sentFiles.id, sentMails.sentFileId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, sentat: row.sentat.toISOString() })),
    info: pageOf(query, totals?.total ?? 0),
  };
}

export type { SentFileKind };

/** Records a file sent to a party; answers its id. */
export async function insertSentFile(tx: Database, values: typeof sentFiles.$inferInsert) {
  const [row] = await tx.insert(sentFiles).values(values).returning({ id: sentFiles.id });
  return row;
}

/** The id of the company's sent file of this document (a DESTIM a mail is logged under). */
export async function sentFileIdOf(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .select({ id: sentFiles.id })
    .from(sentFiles)
    .where(and(eq(sentFiles.companyId, companyId), eq(sentFiles.documentId, documentId)));
  return row?.id;
}
