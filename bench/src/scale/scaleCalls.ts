import { type Endpoint, api as endpoints, type SessionUser } from '@quaybook/contract';
import type { Database } from '@quaybook/server/src/db/client';
import { advanceContainerPage } from '@quaybook/server/src/features/advanceList/advanceListService';
import { billListService } from '@quaybook/server/src/features/bill/billListService';
import { searchContainers } from '@quaybook/server/src/features/container/containerService';
import { dashboardFigures } from '@quaybook/server/src/features/dashboard/dashboardService';
import { inspectionReadService } from '@quaybook/server/src/features/inspection/inspectionReadService';
import { findPage } from '@quaybook/server/src/features/master/masterRepository';
import { misBillRows } from '@quaybook/server/src/features/misBill/misBillRepository';
import { masterDefinitions } from '@quaybook/server/src/features/registry/masterDefinitions';
import { reportListService } from '@quaybook/server/src/features/report/reportListService';
import { listShippingBills } from '@quaybook/server/src/features/shippingBill/shippingBillService';
import type { ScaleProbes } from './seedScale';

/** A request as a screen sends it: path parameters, query (as the URL carries it) and body. */
export interface ScaleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** The request once the contract has read it, as the route's handler receives it. */
// biome-ignore lint/suspicious/noExplicitAny: each call's own query function types its input
type Parsed = { params: any; query: any; body: any };

/** One list call a screen makes, and the query its route runs, to time straight on the database. */
export interface ScaleCall {
  name: string;
  endpoint: Endpoint;
  request: ScaleRequest;
  direct(db: Database, user: SessionUser, input: Parsed): Promise<unknown>;
  /** Its own p95 target where it is not a list's. */
  targetP95Ms?: number;
  /**
   * Sent as the busy line's own user (`probes.line`) rather than the admin. The server fills
   * the line's applicant and account into the query; `direct` is given them filled.
   */
  asLine?: boolean;
}

/** The seeded company's admin as a route's handler sees them once signed in. */
export const adminSession = (seeded: { companyId: number; userId: number }): SessionUser => ({
  name: 'admin',
  roleid: 1,
  user_id: seeded.userId,
  company_id: seeded.companyId,
  state_id: null,
  country_id: null,
  tv: 0,
  exp: 0,
});

/** The page a screen asks for first. */
const FIRST_PAGE = { page: 1, pageSize: 20 };

/** Query values as a URL carries them: text. */
const asText = (values: Record<string, string | number> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, String(value)]));

/** Reads a request with its endpoint's schemas, as the server does before the handler runs. */
export function parsed(call: ScaleCall): Parsed {
  const { endpoint, request } = call;
  return {
    params: endpoint.params?.parse(asText(request.params)),
    query: endpoint.query?.parse(asText(request.query)) ?? {},
    body: endpoint.body?.parse(request.body ?? {}),
  };
}

/**
 * Every list and filter call the screens make, with the values a user would filter by at a
 * year's scale, beside the query function its route calls.
 */
export function scaleCalls(probes: ScaleProbes): ScaleCall[] {
  const party = { applicant: probes.applicantId, account: probes.accountId };
  const call = { ...party, vessel: probes.vesselId, voyage: probes.voyageId };
  const month = { fromdate: probes.fromDate, todate: probes.toDate };
  // Part of a container number, as a user types it: the trigram index finds it anywhere.
  const typed = probes.containerNumber.slice(2, 9);
  const { line } = probes;
  // What a line's user sends to find their containers; the server adds their party.
  const lineSearch = (name: string, query: Record<string, string | number>): ScaleCall => ({
    name: `/transactions as the line’s user: ${name}`,
    endpoint: endpoints.inspection.list,
    request: { query: { ...query, ...FIRST_PAGE } },
    direct: (db, user, { query }) => inspectionReadService(db).list(user, { ...query, ...party }),
    asLine: true,
  });
  const feature: ScaleCall[] = [
    {
      name: '/transactions: a party’s vessel call',
      endpoint: endpoints.inspection.list,
      request: { query: { ...call, ...FIRST_PAGE } },
      direct: (db, user, { query }) => inspectionReadService(db).list(user, query),
    },
    {
      name: '/transactions: a party’s vessel call, every row (the spec’s call)',
      endpoint: endpoints.inspection.list,
      request: { query: call },
      direct: (db, user, { query }) => inspectionReadService(db).list(user, query),
    },
    {
      name: '/transactions: a month, newest first',
      endpoint: endpoints.inspection.list,
      request: { query: { ...month, sort: 'inspdate.desc', ...FIRST_PAGE } },
      direct: (db, user, { query }) => inspectionReadService(db).list(user, query),
    },
    {
      name: '/transactions: one container’s history',
      endpoint: endpoints.inspection.list,
      request: { query: { contnumber: probes.containerNumber, ...FIRST_PAGE } },
      direct: (db, user, { query }) => inspectionReadService(db).list(user, query),
    },
    lineSearch('one container', { contnumber: line.containerNumbers[0] ?? '' }),
    lineSearch('ten containers', { contnumber: line.containerNumbers.join(',') }),
    lineSearch('a vessel’s name typed, in 30 days', { search: line.vesselText, ...month }),
    lineSearch('30 days', month),
    {
      name: '/get_inspection: a party’s inspections not on a report',
      endpoint: endpoints.report.inspections,
      request: { query: { ...party, ...FIRST_PAGE } },
      direct: (db, user, { query }) => reportListService(db).unreported(user, query),
    },
    {
      name: '/get_unbilled_reports: a party’s reports to bill',
      endpoint: endpoints.bill.unbilledReports,
      request: {
        query: {
          applicant: probes.unbilled.applicantId,
          account: probes.unbilled.accountId,
          ...FIRST_PAGE,
        },
      },
      direct: (db, user, { query }) => billListService(db).unbilled(user, query),
    },
    {
      name: '/all_reports: a party’s reports',
      endpoint: endpoints.report.list,
      request: { query: { ...party, ...FIRST_PAGE } },
      direct: (db, user, { query }) => reportListService(db).list(user, query),
    },
    {
      name: '/all_bills: a party’s bills',
      endpoint: endpoints.bill.list,
      request: { query: { ...party, ...FIRST_PAGE } },
      direct: (db, user, { query }) => billListService(db).list(user, query),
    },
    {
      name: '/all_misbill: a month',
      endpoint: endpoints.misBill.list,
      request: { query: { ...month, ...FIRST_PAGE } },
      direct: (db, user, { query }) => misBillRows(db, user.company_id, query),
    },
    {
      name: '/advance_container_list/{vcnID}: a call’s imports',
      endpoint: endpoints.advanceContainerList.list,
      request: { params: { vcnID: probes.advanceVcnId }, query: { movetype: 'I', ...FIRST_PAGE } },
      direct: (db, user, { params, query }) =>
        advanceContainerPage(db, user.company_id, params.vcnID, query),
    },
    {
      name: `/container/{text}: '${typed}' anywhere in the number`,
      endpoint: endpoints.container.search,
      request: { params: { contnumber: typed }, query: FIRST_PAGE },
      direct: (db, user, { params, query }) =>
        searchContainers(db, user.company_id, params.contnumber, query),
    },
    {
      name: '/sb_uploadedlist: a party’s vessel call',
      endpoint: endpoints.shippingBill.list,
      request: {
        query: FIRST_PAGE,
        body: {
          applicantID: probes.applicantId,
          accountID: probes.accountId,
          vesselID: probes.vesselId,
          VoyId: probes.exportVoyageId,
        },
      },
      direct: (db, user, { query, body }) => listShippingBills(db, user.company_id, body, query),
    },
    {
      // What a manager opens first: every figure of the company's day, as an administrator.
      name: '/dashboard: every figure',
      endpoint: endpoints.dashboard.figures,
      request: {},
      direct: (db, user) => dashboardFigures({ db }, user.company_id, true),
      targetP95Ms: 150,
    },
  ];
  // Every master list's first page, as its screen opens it.
  const masters: ScaleCall[] = Object.values(masterDefinitions).map((definition) => {
    const endpoint = definition.entity.endpoints.list as Endpoint;
    // Party Rate lists one party's rates, Repair Tariff one link party's rows: their screens
    // ask with the party chosen.
    const asked = Object.keys((endpoint.query as { shape?: object } | undefined)?.shape ?? {});
    const filterQuery: Record<string, number> = !definition.filter
      ? {}
      : asked.includes('linkpartyid')
        ? { linkpartyid: probes.linkPartyId }
        : { applicantid: probes.applicantId, accountid: probes.accountId };
    return {
      name: `${endpoint.path}: first page`,
      endpoint,
      request: { query: { ...filterQuery, ...FIRST_PAGE } },
      direct: (db, user, { query }) =>
        findPage(
          db,
          definition.table,
          endpoint.access === 'public' ? 0 : user.company_id,
          query,
          definition,
          // biome-ignore lint/suspicious/noExplicitAny: the definition's own query type
          (definition.filter as ((query: any) => never) | undefined)?.(query),
        ),
    };
  });
  return [...feature, ...masters];
}
