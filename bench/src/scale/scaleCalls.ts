import { api, entities, fillPath } from '@quaybook/contract';
import type { ScaleProbes } from './seedScale';

/** One list call a screen makes, with the seeded company's probe values filled in. */
export interface ScaleCall {
  /** How the bench names it: the path, and what it asks for when a path is called twice. */
  name: string;
  method: 'GET' | 'POST';
  /** Under `/api`, with its query string. */
  path: string;
  /** A POST's multipart fields, each sent as JSON, as the screen posts them. */
  form?: Record<string, unknown>;
}

const get = (name: string, path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return { name, method: 'GET', path: search ? `${path}?${search}` : path } as const;
};

/** A page of 20 rows, as the list screens ask once they page. */
const PAGE = { page: 1, pageSize: 20 };

/**
 * Every list and filter call of the list at scale — each answered with rows at any scale
 * (the seed's test checks that they find what they are asked for) — and every master list as its
 * screen loads it.
 */
export function scaleCalls(p: ScaleProbes): ScaleCall[] {
  const party = { applicant: p.applicantId, account: p.accountId };
  const call = { ...party, vessel: p.vesselId, voyage: p.voyageId };
  const calls: ScaleCall[] = [
    get('/transactions party call, page', api.inspection.list.path, { ...call, ...PAGE }),
    get('/transactions party call, all', api.inspection.list.path, call),
    get('/transactions 30 days, page', api.inspection.list.path, {
      fromdate: p.fromDate,
      todate: p.toDate,
      ...PAGE,
    }),
    get('/transactions container', api.inspection.list.path, { contnumber: p.containerNumber }),
    get('/get_inspection party', api.report.inspections.path, party),
    get('/get_unbilled_reports party', api.bill.unbilledReports.path, {
      applicant: p.unbilled.applicantId,
      account: p.unbilled.accountId,
    }),
    get('/all_reports party', api.report.list.path, party),
    get('/all_bills party', api.bill.list.path, party),
    get('/all_misbill', api.misBill.list.path),
    get(
      '/advance_container_list call',
      fillPath(api.advanceContainerList.list.path, { vcnID: p.advanceVcnId }),
    ),
    // A part of a number, as the container screen's Search is typed: the owner and four digits.
    get(
      '/container/{text}',
      fillPath(api.container.search.path, { contnumber: p.containerNumber.slice(0, 8) }),
    ),
    {
      name: '/sb_uploadedlist party call',
      method: 'POST',
      path: api.shippingBill.list.path,
      form: {
        transaction: {
          applicantID: p.applicantId,
          accountID: p.accountId,
          vesselID: p.vesselId,
          VoyId: p.exportVoyageId,
        },
      },
    },
  ];
  for (const declared of Object.values(entities)) {
    const list = (declared.endpoints as { list?: { method: string; path: string } }).list;
    if (list?.method !== 'GET') continue;
    calls.push(
      list.path === api.partyRate.list.path
        ? get(list.path, list.path, { applicantid: p.applicantId, accountid: p.accountId })
        : get(list.path, list.path),
    );
  }
  return calls;
}

/** A call as a request: its method, path under `base`, headers and body (a POST's form). */
export async function requestOf(call: ScaleCall, base: string, token: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (!call.form) return { method: call.method, url: `${base}${call.path}`, headers };
  const form = new FormData();
  for (const [name, value] of Object.entries(call.form)) form.append(name, JSON.stringify(value));
  const encoded = new Response(form);
  headers['content-type'] = encoded.headers.get('content-type') ?? '';
  const body = Buffer.from(await encoded.arrayBuffer());
  return { method: call.method, url: `${base}${call.path}`, headers, body };
}
