import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { companyColumn } from './companies';
import { documents } from './documents';
import { accounts, applicants } from './parties';
import { users } from './users';

/** What a file sent to a party is: each report screen that makes one names its kind. */
export const SENT_FILE_KINDS = [
  'edi',
  'edi-excel',
  'codeco-coarri',
  'ova',
  'general-excel',
  'zircon',
  'coprar',
  'destim',
] as const;
export type SentFileKind = (typeof SENT_FILE_KINDS)[number];

/**
 * A file generated for a party (an EDI interchange, a workbook, a COPRAR): who made it, when, how
 * many containers it holds. The bytes are a document of the file store.
 */
export const sentFiles = pgTable(
  'sent_files',
  {
    id: idColumn(),
    companyId: companyColumn(),
    kind: text('kind', { enum: SENT_FILE_KINDS }).notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    applicantId: integer('applicant_id').references(() => applicants.id),
    accountId: integer('account_id').references(() => accounts.id),
    containerCount: integer('container_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sent_files_company_party_idx').on(t.companyId, t.applicantId, t.accountId, t.createdAt),
  ],
);

export const MAIL_OUTCOMES = ['sent', 'failed', 'not-configured'] as const;
export type MailOutcome = (typeof MAIL_OUTCOMES)[number];

/** One attempt to e-mail a sent file: to whom, what it said, and what became of it. */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: idColumn(),
    companyId: companyColumn(),
    sentFileId: integer('sent_file_id')
      .notNull()
      .references(() => sentFiles.id),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outcome: text('outcome', { enum: MAIL_OUTCOMES }).notNull(),
    /** The mail server's answer when it refused, or why nothing was sent. */
    detail: text('detail'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_mails_company_idx').on(t.companyId, t.createdAt)],
);
