import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';

/** A column of an upload kind's file: its title, the other headers it is known by, how a cell reads. */
export interface UploadColumn<K extends string = string> {
  key: K;
  title: string;
  aliases: readonly string[];
  /** A file may leave it out; every row then reads it as ''. */
  optional?: boolean;
}

/** A row as read from the file: each column's cell as trimmed text ('' when blank). */
export type RawRow<K extends string = string> = Record<K, string>;

/**
 * A row after its check: the values the kind will apply, why it will be skipped (none: OK), and
 * what a person should look at though it is saved (a container number that is a likely typo).
 * Warnings show in the preview only; the staged batch keeps the values and problems.
 */
export interface CheckedRow<V> {
  rowNo: number;
  values: V;
  problems: string[];
  warnings?: string[];
}

/**
 * One kind of upload, declared once: its columns, how a chunk of rows is checked (against the
 * database in one go, never a query per row), and what applying its OK rows writes. The shared
 * mechanism reads, stages, previews and applies every kind the same way.
 */
export type UploadKind<K extends string, V, C, P = unknown> = UploadKindRules<K, V, C, P> &
  (
    | {
        /** Writes the OK rows, a page at a time, inside the execute's transaction. */
        apply(
          tx: Database,
          rows: readonly V[],
          context: C,
          user: SessionUser,
          batchId: string,
        ): Promise<AppliedRows>;
        applyStaged?: never;
      }
    | {
        /**
         * Writes a range of the batch's OK rows straight from the staging table, set-based
         * (`INSERT … SELECT`), never reading them into the server: what keeps a save of 200,000
         * rows to seconds, and other calls from waiting on it.
         */
        applyStaged(
          tx: Database,
          range: StagedRange,
          context: C,
          user: SessionUser,
        ): Promise<AppliedRows>;
        apply?: never;
      }
  );

/** What every upload kind declares, whichever way it applies its rows. */
interface UploadKindRules<K extends string, V, C, P> {
  /** Stored with the batch; says which kind a staged batch is. */
  name: string;
  /** Its batches are of an upload type (Advance or IGM), which an execute may name. */
  typed?: boolean;
  columns: readonly UploadColumn<K>[];
  /**
   * Reads and checks a chunk of rows. `seen` carries what earlier chunks held (duplicates inside
   * the file); the kind also looks for rows already on record.
   */
  check(
    db: Database,
    context: C,
    user: SessionUser,
    rows: readonly { rowNo: number; raw: RawRow<K> }[],
    seen: Set<string>,
  ): Promise<CheckedRow<V>[]>;
  /** How a checked row shows in the preview (the spec's columns and its Status). */
  preview(row: CheckedRow<V>): P;
  /**
   * When given, the execute answers each row (as far as a preview goes) as this reads it: the
   * saved ones with Status 'Saved', the others with why not — for the screens that show them.
   */
  outcome?(row: CheckedRow<V>, saved: boolean): P;
}

/** The rows of a staged batch numbered after `after`, up to and including `upTo`. */
export interface StagedRange {
  batchId: string;
  after: number;
  upTo: number;
}

/** What an apply wrote. */
export interface AppliedRows {
  saved: number;
  containersAdded: number;
  /**
   * The rows it did not write though they were OK (one written since the preview, say), by their
   * index in `rows`, with why; only a kind with `outcome` needs to say.
   */
  refused?: ReadonlyMap<number, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of kinds holds every value and context type.
export type AnyUploadKind = UploadKind<string, any, any, any>;
