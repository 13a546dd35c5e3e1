import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DOCUMENT_NOT_FOUND, type SessionUser } from '@quaybook/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { claimFiles } from '../shared/fileClaims';
import { inTransaction } from '../shared/transaction';
import type { DocumentKind } from './documentRepository';
import * as repository from './documentRepository';
import type { FileStore } from './fileStore';
import { fileStoreOf } from './fileStores';

type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

/** A document to issue: what it is, the name it downloads under, and its bytes. */
export interface DocumentToIssue {
  user: Caller;
  kind: DocumentKind;
  /** What the file is saved as: 'containers.csv'. */
  downloadName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A document as it was recorded; `name` is how the API names it from now on. */
export interface IssuedDocument {
  /** The documents row, for records that point at it (a photo row). */
  id: number;
  name: string;
  downloadName: string;
  contentType: string;
  size: number;
}

/** A document opened for download: what the file answer sends. */
export interface OpenedDocument {
  filename: string;
  contentType: string;
  size: number;
  body: Readable;
}

// The store's keys end in the file's own extension, so a file copied out of the store still
// opens; a name without one is stored as plain bytes.
const extensionOf = (downloadName: string) =>
  /\.([a-z0-9]{1,10})$/i.exec(downloadName)?.[1]?.toLowerCase() ?? 'bin';

/**
 * The documents the server generates: each kept in the file store and recorded for its company
 * in the same transaction, and given back only to that company.
 */
export function documentService({
  db,
  config,
  files,
}: {
  db: Database;
  config: Config;
  /** Where the files are kept; DATA_DIR/files when not given. */
  files?: FileStore | undefined;
}) {
  const store = files ?? fileStoreOf(config);

  const service = {
    /**
     * Stores the bytes and records the document inside the caller's transaction (begun with
     * `inTransaction`); if that transaction does not commit, the stored file is removed, and if
     * its process dies first, the next start removes it (`sweepPendingFiles`).
     */
    async issue(tx: Database, document: DocumentToIssue): Promise<IssuedDocument> {
      const claim = await claimFiles(tx, store, db);
      const stored = await store.put(document.bytes, extensionOf(document.downloadName), claim);
      const row = await repository.insertDocument(tx, {
        companyId: document.user.company_id,
        kind: document.kind,
        name: stored.key,
        downloadName: document.downloadName,
        contentType: document.contentType,
        size: stored.size,
        createdBy: document.user.user_id,
        createdAt: new Date(),
      });
      return {
        id: row.id,
        name: row.name,
        downloadName: row.downloadName,
        contentType: row.contentType,
        size: row.size,
      };
    },

    /**
     * The caller's company's document of this name (of one of `only.kinds`, when given); any other
     * name is not found, never refused.
     */
    async open(
      user: Pick<SessionUser, 'company_id'>,
      name: string,
      only?: { kinds: readonly DocumentKind[]; missing: string },
    ): Promise<OpenedDocument> {
      const record = await repository.findDocument(db, user.company_id, name, only?.kinds);
      const file = record && (await store.open(record.name));
      if (!record || !file) throw notFound(only?.missing ?? DOCUMENT_NOT_FOUND);
      return {
        filename: record.downloadName,
        contentType: record.contentType,
        size: file.size,
        body: file.body,
      };
    },

    /**
     * The bytes of the caller's company's document of this name and of one of `kinds`, or null
     * when it has none (a file sent before, read again to answer for it), looked up in `tx`.
     */
    async read(
      tx: Database,
      user: Pick<SessionUser, 'company_id'>,
      name: string,
      kinds: readonly DocumentKind[],
    ): Promise<Buffer | null> {
      const record = await repository.findDocument(tx, user.company_id, name, kinds);
      const file = record && (await store.open(record.name));
      return file ? buffer(file.body) : null;
    },

    /** Issues a document on its own (a list export) and opens it to be sent. */
    async issueAndOpen(document: DocumentToIssue): Promise<OpenedDocument> {
      const issued = await inTransaction(db, (tx) => service.issue(tx, document));
      return service.open(document.user, issued.name);
    },
  };
  return service;
}

export type DocumentService = ReturnType<typeof documentService>;
