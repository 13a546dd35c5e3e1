import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { companyColumn } from './companies';

/** What a document is; each kind has its writer. */
export const DOCUMENT_KINDS = [
  'list-export',
  'inspection-photo',
  'photo-thumbnail',
  'survey-report',
  'tax-invoice',
  'merged-bill',
  'bill-summary',
  'sale-register',
  'e-invoice',
  'edi-interchange',
  'edi-workbook',
  'ova-report',
  'general-excel',
  'zircon-tally-sheet',
  'coprar',
  'coprar-print',
  'customs-report',
  'vessel-capacity',
  'repair-estimate',
  'repair-bill',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A file the server generated and keeps in the file store for one company. `name` is the opaque
 * name the API hands out (and the store's key); `download_name` is what the file is saved as.
 */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    companyId: companyColumn(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    downloadName: text('download_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_name_key').on(t.name),
    index('documents_company_kind_idx').on(t.companyId, t.kind, t.createdAt),
  ],
);
