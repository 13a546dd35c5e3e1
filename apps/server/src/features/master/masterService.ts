import type { EntityEndpoints, ListQuery, PageInfo, RowOf, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { ApiError, conflict, notFound } from '../../http/errors';
import { type RowStream, streamedRows } from '../../http/rowStream';
import { withAuditNames } from '../../shared/audit';
import { type Change, recordChange, recordSharedChange } from '../../shared/history';
import { historyNameOf, masterRecord } from '../../shared/masterHistory';
import { refuseProblems } from '../../shared/problems';
import { inOrderOf, rowsByIds } from '../../shared/rowsByIds';
import { expectStoredVersion } from '../../shared/rowVersion';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../shared/sqlState';
import { inTransaction } from '../../shared/transaction';
import type {
  InputOf,
  ListedOf,
  ListSource,
  MasterDefinition,
  MasterTable,
  QueryOf,
} from './masterDefinition';
import * as repository from './masterRepository';

/** The shared rules of a master list: company scope, unique names, audit fields, one transaction a write. */
export function masterService<
  E extends EntityEndpoints,
  T extends MasterTable,
  S extends ListSource | undefined,
>(db: Database, definition: MasterDefinition<E, T, S>) {
  type Row = RowOf<E['list']>;
  type Input = InputOf<E>;
  type Listed = ListedOf<S, T>;
  const { table, entity } = definition;
  const { messages, unique, together } = entity;
  const idOf = (row: object) => (row as Record<string, number>)[entity.id] as number;
  /** The rows of the records, each with the names of the users in its audit fields. */
  const toRows = async (tx: Database, records: unknown[]) =>
    (await withAuditNames(
      tx,
      table,
      (records as Listed[]).map((r) => definition.toRow(r)),
      idOf,
    )) as Row[];

  const combinationTaken = () =>
    together
      ? conflict(
          together.message,
          Object.fromEntries(together.fields.map((field) => [field, together.message])),
        )
      : conflict('This record already exists.');
  // A unique index's refusal (a race past the checks) reads as the rule the entity declares.
  const duplicate = () =>
    unique ? conflict(unique.message, { [unique.field]: unique.message }) : combinationTaken();

  async function guardedWrite<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const state = sqlState(error);
      if (state === UNIQUE_VIOLATION) throw duplicate();
      if (state === FOREIGN_KEY_VIOLATION)
        throw new ApiError(
          409,
          'This record is still used elsewhere, or refers to one that does not exist.',
        );
      throw error;
    }
  }

  async function refuse(tx: Database, input: Input, user: SessionUser, id?: number) {
    const problems = definition.check
      ? {
          ...(await definition.check(input, { db: tx, user, ...(id === undefined ? {} : { id }) })),
        }
      : {};
    const name = unique ? (input as Record<string, unknown>)[unique.field] : undefined;
    const nameTaken =
      definition.uniqueColumn !== undefined &&
      typeof name === 'string' &&
      name !== '' &&
      (await repository.isTaken(tx, table, user.company_id, definition.uniqueColumn, name, id));
    const combinationIsTaken =
      definition.together !== undefined &&
      (await repository.isCombinationTaken(
        tx,
        table,
        user.company_id,
        definition.together(input),
        id,
      ));
    if (Object.keys(problems).length === 0) {
      if (nameTaken) throw duplicate();
      if (combinationIsTaken) throw combinationTaken();
      return;
    }
    // With other problems too, one refusal names every field, the taken name among them.
    if (nameTaken && unique) problems[unique.field] ??= unique.message;
    if (combinationIsTaken && together)
      for (const field of together.fields) problems[field] ??= together.message;
    refuseProblems(problems);
  }

  const historyName = historyNameOf(entity);
  // A shared list's change concerns every company that reads it; a company's, that company alone.
  const record = (tx: Database, user: SessionUser, change: Change) =>
    repository.isCompanyTable(table)
      ? recordChange(tx, user, change)
      : recordSharedChange(tx, user, change);
  /** The row as history keeps it, read in the write's transaction; undefined when not found. */
  async function recorded(tx: Database, user: SessionUser, id: number) {
    const row = await repository.findById(tx, table, user.company_id, id, definition.listed);
    return row === undefined ? undefined : masterRecord(definition.toRow(row as Listed));
  }

  async function reread(tx: Database, user: SessionUser, id: number): Promise<Row> {
    const row = await repository.findById(tx, table, user.company_id, id, definition.listed);
    if (!row) throw notFound(messages.notFound);
    const [named] = await toRows(tx, [row]);
    return named as Row;
  }

  /** The rows a search finds, in the asked order: a page, or all of them up to the ceiling. */
  async function found(
    user: Pick<SessionUser, 'company_id'>,
    query: QueryOf<E> & ListQuery,
  ): Promise<{ rows: Row[]; page?: PageInfo }> {
    const where = definition.filter?.(query);
    const { rows, page } = await repository.findPage(
      db,
      table,
      user.company_id,
      query,
      definition,
      where,
    );
    return page ? { rows: await toRows(db, rows), page } : { rows: await toRows(db, rows) };
  }

  return {
    /**
     * The list's rows: without a page, search or sort (the spec's call) every row, streamed in
     * batches; with a page, that page and its info; searched or sorted without one, every row
     * found up to the ceiling of an unpaged answer.
     */
    async list(
      user: Pick<SessionUser, 'company_id'>,
      query: QueryOf<E> & ListQuery,
    ): Promise<{ rows: Row[] | RowStream<Row>; page?: PageInfo }> {
      const plain = query.page === undefined && !query.search && !query.sort;
      if (!plain) return found(user, query);
      const shape: repository.ListShape = definition;
      const where = definition.filter?.(query);
      const ids = await repository.orderedIds(db, table, user.company_id, shape, where);
      return {
        rows: streamedRows(
          rowsByIds(ids, async (batch) =>
            inOrderOf<Row>(
              batch,
              await toRows(db, await repository.rowsOfIds(db, table, shape, batch)),
              (row) => idOf(row as object),
            ),
          ),
        ),
      };
    },

    found,

    create(user: SessionUser, input: Input): Promise<Row> {
      return inTransaction(db, async (tx) => {
        await refuse(tx, input, user);
        const { id } = await guardedWrite(() =>
          repository.insertRow(tx, table, {
            ...definition.toValues(input),
            ...(repository.isCompanyTable(table) ? { companyId: user.company_id } : {}),
            createdBy: user.user_id,
            createdAt: new Date(),
          } as T['$inferInsert']),
        );
        await record(tx, user, {
          entity: historyName,
          entityId: id,
          action: 'created',
          after: await recorded(tx, user, id),
        });
        return reread(tx, user, id);
      });
    },

    /** Changes the row; `version`, when the edit names one, must still be the row's. */
    update(user: SessionUser, id: number, input: Input, version?: number): Promise<Row> {
      return inTransaction(db, async (tx) => {
        const before = await recorded(tx, user, id);
        if (!before) throw notFound(messages.notFound);
        await expectStoredVersion(
          version,
          () => repository.lockedRowVersion(tx, table, user.company_id, id),
          () => reread(tx, user, id),
          entity.endpoints.update.data,
        );
        await refuse(tx, input, user, id);
        const row = await guardedWrite(() =>
          repository.updateRow(tx, table, user.company_id, id, {
            ...definition.toValues(input),
            modifiedBy: user.user_id,
            modifiedAt: new Date(),
          } as Partial<T['$inferInsert']>),
        );
        if (!row) throw notFound(messages.notFound);
        // An update that changed nothing leaves no history row.
        await record(tx, user, {
          entity: historyName,
          entityId: id,
          action: 'updated',
          before,
          after: await recorded(tx, user, id),
        });
        return reread(tx, user, id);
      });
    },

    remove(user: SessionUser, id: number): Promise<void> {
      return inTransaction(db, async (tx) => {
        const before = await recorded(tx, user, id);
        if (!before) throw notFound(messages.notFound);
        // A row still used elsewhere is refused here, before anything is recorded.
        const row = await guardedWrite(() =>
          repository.deleteRow(tx, table, user.company_id, id, user.user_id),
        );
        if (!row) throw notFound(messages.notFound);
        await record(tx, user, {
          entity: historyName,
          entityId: id,
          action: 'deleted',
          before,
        });
      });
    },
  };
}
