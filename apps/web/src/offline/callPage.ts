import type { AdvanceContainerRow, MoveType } from '@quaybook/contract';

/** What the Advanced Container List asks of a call's rows. */
export interface CallPageQuery {
  locationid?: number | undefined;
  movetype?: MoveType | undefined;
  search?: string | undefined;
  /** A container number: the page holding it. */
  find?: string | undefined;
  page: number;
  pageSize: number;
}

/** A page as the server answers it, with its message: the list cannot tell them apart. */
export interface CallPage {
  data: AdvanceContainerRow[];
  message: string;
  extra: { total: number; page: number; pageSize: number; inspected: number };
}

/**
 * A page of a call's kept rows, filtered as the server filters them and in container number
 * order (other sorts need the server); undefined when `find` names a container not on the list.
 */
export function callPage(
  rows: readonly AdvanceContainerRow[],
  query: CallPageQuery,
): CallPage | undefined {
  const search = query.search?.trim().toUpperCase();
  const kept = rows.filter(
    (row) =>
      (query.locationid === undefined || row.locID === query.locationid) &&
      (query.movetype === undefined || row.movetype === query.movetype) &&
      (!search || row.contnumber.includes(search)),
  );
  let page = query.page;
  if (query.find !== undefined) {
    const at = kept.findIndex((row) => row.contnumber === query.find);
    if (at < 0) return undefined;
    page = Math.floor(at / query.pageSize) + 1;
  }
  const start = (page - 1) * query.pageSize;
  return {
    data: kept.slice(start, start + query.pageSize),
    message: '',
    extra: {
      total: kept.length,
      page,
      pageSize: query.pageSize,
      inspected: kept.filter((row) => row.reportid !== null).length,
    },
  };
}
