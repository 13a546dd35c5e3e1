import {
  ADVANCE_LIST_MESSAGES,
  type AdvanceContainerRow,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  type AdvanceListQuery,
  type CallListPage,
  callListPage,
  callListRows,
  findCall,
} from './advanceListRepository';

/** The company's call (not deleted); 'VCN not found.' for any other. */
async function callOf(db: Database, companyId: number, vcnId: number) {
  const call = await findCall(db, companyId, vcnId);
  if (!call) throw notFound(ADVANCE_LIST_MESSAGES.vcnNotFound);
  return call;
}

/**
 * GET /advance_container_list/{vcnID} with a page (or a container to find): that page of the
 * call's expected containers and their inspections; a container to find that is not on the list
 * is not found.
 */
export async function advanceContainerPage(
  db: Database,
  companyId: number,
  vcnId: number,
  query: AdvanceListQuery,
): Promise<CallListPage> {
  const call = await callOf(db, companyId, vcnId);
  const page = await callListPage(db, call, companyId, query);
  if (!page) throw notFound(ADVANCE_LIST_MESSAGES.notOnList(query.find ?? ''));
  return page;
}

/** GET /advance_container_list/{vcnID} without a page: every row, a batch at a time. */
export async function advanceContainerRows(
  db: Database,
  companyId: number,
  vcnId: number,
  query: AdvanceListQuery,
): Promise<AsyncIterable<readonly AdvanceContainerRow[]>> {
  return callListRows(db, await callOf(db, companyId, vcnId), companyId, query);
}

/** Whether the query asks for a page: a page number, or a container whose page to find. */
export const asksForPage = (query: AdvanceListQuery) =>
  query.page !== undefined || query.find !== undefined;

/** The Advanced Container List of the caller's company. */
export const advanceListService = (db: Database) => ({
  page: (user: SessionUser, vcnId: number, query: AdvanceListQuery) =>
    advanceContainerPage(db, user.company_id, vcnId, query),
  rows: (user: SessionUser, vcnId: number, query: AdvanceListQuery) =>
    advanceContainerRows(db, user.company_id, vcnId, query),
});
