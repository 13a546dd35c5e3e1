import {
  ACCESS_REFUSALS,
  api,
  type Endpoint,
  LINE_MESSAGES,
  type LineScope,
  pathParams,
  queryInBody,
} from '@quaybook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema';
import { endpointsOf, expectDetail, expectFailure, type Reply } from '../support/call';
import { databaseState } from '../support/databaseState';
import { type AnyRequest, keyOf, sendAs } from '../support/twoCompanies';
import { type LineWorld, useTwoLines } from '../support/twoLines';

// Generated from the contract: two shipping lines' users of one company, each tied to a link
// party with records of its own (support/twoLines.ts). Every call that declares `line` keeps
// line 1 to its own party's records, whatever of line 2's it is given; every staff call refuses
// a line user; every portal call refuses staff.
const lines = useTwoLines();

const ALL = endpointsOf(api);
/** The calls a line user may make, kept to their link parties. */
const LINE_CALLS = ALL.filter((endpoint) => endpoint.line !== undefined);
/** The staff's calls: a line user is refused every one. */
const STAFF_CALLS = ALL.filter(
  (endpoint) =>
    endpoint.line === undefined && endpoint.access !== 'public' && endpoint.access !== 'line',
);
/** The portal's own calls, for line users alone. */
const PORTAL_CALLS = ALL.filter((endpoint) => endpoint.access === 'line');

type Ids = LineWorld['ids'];

/** Which of a line's records a call naming a record of a kind takes. */
const RECORD_IDS: Record<Exclude<RecordKind, 'document'>, keyof Ids> = {
  inspection: 'inspection',
  report: 'reportNo',
  bill: 'billNo',
  misBill: 'misBillNo',
  repairBill: 'repairBillNo',
  estimate: 'estimate',
};
type RecordKind = Extract<LineScope, { record: unknown }>['record'];

/** Which of a line's documents a call that takes a document's name is given. */
const DOCUMENT_IDS: Record<string, keyof Ids> = {
  [keyOf(api.report.pdf)]: 'reportPdf',
  [keyOf(api.bill.pdf)]: 'billPdf',
  [keyOf(api.misBill.pdf)]: 'misBillPdf',
  [keyOf(api.repairBill.pdf)]: 'repairBillPdf',
  [keyOf(api.inspection.photo)]: 'photo',
  // Every document of a line is tried on the download call below.
  [keyOf(api.documents.download)]: 'reportPdf',
};

/** What a record call sends besides the record it names. */
const BODIES: Record<string, unknown> = {
  [keyOf(api.portal.decideEstimate)]: { lines: [{ lineno: 1, approved: 0, note: 'Not ours' }] },
};

/** What a party call needs besides the party: the inspection list asks for dates or a call. */
const FILTERS: Record<string, Record<string, unknown>> = {
  [keyOf(api.inspection.list)]: { fromdate: '2026-01-01', todate: '2026-12-31' },
};

/** A value no record of the company has, of each kind. */
const NOWHERE: Record<keyof Ids, string | number> = {
  inspection: 987_654,
  containerNumber: 'ZZZU9999997',
  reportNo: 'SR/99-00/99999',
  reportPdf: 'nowhere.pdf',
  billNo: 'QB/99-00/99999',
  billPdf: 'nowhere.pdf',
  misBillNo: 'MB/99-00/99999',
  misBillPdf: 'nowhere.pdf',
  repairBillNo: 'RB/99-00/99999',
  repairBillPdf: 'nowhere.pdf',
  estimate: 987_654,
  estimateNo: 'EOR/99-00/99999',
  photo: 'nowhere.jpg',
};

const scopeOf = (endpoint: Endpoint) => endpoint.line as LineScope;
const recordCalls = LINE_CALLS.filter((endpoint) => 'record' in scopeOf(endpoint));
const partyCalls = LINE_CALLS.filter((endpoint) => 'parties' in scopeOf(endpoint));
const linkPartyCalls = LINE_CALLS.filter((endpoint) => 'linkParty' in scopeOf(endpoint));
/** The calls of a line user's own account, which name no party. */
const selfCalls = LINE_CALLS.filter((endpoint) => 'self' in scopeOf(endpoint));

/** Which of a line's ids a record call takes. */
function idOf(endpoint: Endpoint): keyof Ids {
  const scope = scopeOf(endpoint) as Extract<LineScope, { record: unknown }>;
  if (scope.record !== 'document') return RECORD_IDS[scope.record];
  const id = DOCUMENT_IDS[keyOf(endpoint)];
  if (!id) throw new Error(`${keyOf(endpoint)}: which document it takes is not declared`);
  return id;
}

/** A record call naming this value where its declaration says. */
function recordRequest(endpoint: Endpoint, value: unknown): AnyRequest {
  const scope = scopeOf(endpoint) as Extract<LineScope, { record: unknown }>;
  const body = BODIES[keyOf(endpoint)];
  return {
    [scope.in]: { [scope.key]: value },
    ...(body === undefined ? {} : { body }),
  };
}

/** A call naming these parties in the query names its declaration gives them. */
function partyRequest(
  endpoint: Endpoint,
  party: { applicant?: number; account?: number; linkParty?: number },
): AnyRequest {
  const scope = scopeOf(endpoint);
  const query: Record<string, unknown> = { ...FILTERS[keyOf(endpoint)] };
  if ('parties' in scope) {
    if (party.applicant !== undefined) query[scope.parties.applicant] = party.applicant;
    if (party.account !== undefined) query[scope.parties.account] = party.account;
  } else if ('linkParty' in scope && party.linkParty !== undefined)
    query[scope.linkParty] = party.linkParty;
  return { query };
}

const send = (endpoint: Endpoint, request: AnyRequest, token: string) =>
  sendAs(lines.app(), endpoint, request, token);

/** The same request to the call's POST twin, whose body carries the query, where it has one. */
async function sendBoth(endpoint: Endpoint, request: AnyRequest, token: string) {
  const replies = [await send(endpoint, request, token)];
  const twin = queryInBody(endpoint);
  if (twin) replies.push(await send(twin, { body: request.query ?? {} }, token));
  return replies;
}

/** The line's texts found in an answer. */
function marksIn(reply: Reply, line: LineWorld): string[] {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
  return line.marks.filter((mark) => text.includes(mark));
}

const shown = (reply: Reply) => `${reply.statusCode} ${JSON.stringify(reply.body).slice(0, 300)}`;
const state = () => databaseState(lines.db());
const named = (calls: Endpoint[]) => calls.map((endpoint) => [keyOf(endpoint), endpoint] as const);

describe('the line users’ world', () => {
  it('holds each line’s records, none shared, and the calls a line user may make', () => {
    const [one, two] = [lines.one(), lines.two()];
    for (const line of [one, two])
      for (const [name, value] of Object.entries(line.ids)) {
        expect(value, name).toBeDefined();
        expect(String(value), name).not.toMatch(/^(undefined|null|NaN|)$/);
      }
    expect(one.marks.filter((mark) => two.marks.includes(mark))).toEqual([]);
    expect(two.documents.length).toBeGreaterThanOrEqual(7);
    // Every record call is swept, a document call with the document it takes.
    for (const endpoint of recordCalls) expect(idOf(endpoint)).toBeDefined();
    expect(recordCalls.length + partyCalls.length + linkPartyCalls.length + selfCalls.length).toBe(
      LINE_CALLS.length,
    );
    expect(selfCalls.map(keyOf).sort()).toEqual(['GET /about', 'POST /change-password']);
    expect(LINE_CALLS.length).toBeGreaterThanOrEqual(22);
    // A line user is let into staff calls any staff user may make, never an administrator's.
    expect(
      LINE_CALLS.filter((endpoint) => !['user', 'line'].includes(endpoint.access)).map(keyOf),
    ).toEqual([]);
  });
});

describe('line 1 naming one of line 2’s records', () => {
  it.each(
    named(recordCalls),
  )('%s answers 404 as for a record nowhere, shows and changes nothing', async (key, endpoint) => {
    const [one, two] = [lines.one(), lines.two()];
    const id = idOf(endpoint);
    const before = await state();
    const reply = await send(endpoint, recordRequest(endpoint, two.ids[id]), one.token);
    expect(expectFailure(reply, 404)).toEqual({ message: LINE_MESSAGES.notYours, fields: {} });
    const nowhere = await send(endpoint, recordRequest(endpoint, NOWHERE[id]), one.token);
    expect(shown(nowhere)).toBe(shown(reply));
    expect(marksIn(reply, two)).toEqual([]);
    expect(await state()).toEqual(before);
    // The same record asked for by its own line is answered: the value was a record's.
    if (endpoint.method === 'GET') {
      const own = await send(endpoint, recordRequest(endpoint, two.ids[id]), two.token);
      expect(own.statusCode, `${key} ${shown(own)}`).toBe(200);
      const mine = await send(endpoint, recordRequest(endpoint, one.ids[id]), one.token);
      expect(mine.statusCode, `${key} ${shown(mine)}`).toBe(200);
      expect(marksIn(mine, two), shown(mine)).toEqual([]);
    }
  });
});

describe('a line’s e-invoices', () => {
  it('download for each of its own bills, MIS bills and repair bills, none of line 2’s', async () => {
    const [one, two] = [lines.one(), lines.two()];
    const eInvoice = (billno: string, token: string) =>
      send(api.bill.eInvoice, { query: { billno } }, token);
    const downloads = async (entity: string) =>
      (
        await lines
          .db()
          .select()
          .from(changeHistory)
          .where(and(eq(changeHistory.entity, entity), eq(changeHistory.action, 'downloaded')))
      ).length;
    const ENTITIES = { billNo: 'bill', misBillNo: 'mis-bill', repairBillNo: 'repair-bill' };
    for (const bill of ['billNo', 'misBillNo', 'repairBillNo'] as const) {
      const recorded = await downloads(ENTITIES[bill]);
      const own = await eInvoice(one.ids[bill], one.token);
      expect(own.statusCode, `${bill} ${shown(own)}`).toBe(200);
      expect(JSON.stringify(own.body), bill).toContain(`"No":"${one.ids[bill]}"`);
      // The audit log keeps who at the line downloaded which bill.
      expect(await downloads(ENTITIES[bill]), bill).toBe(recorded + 1);
      const before = await state();
      const other = await eInvoice(two.ids[bill], one.token);
      expect(expectFailure(other, 404).message, bill).toBe(LINE_MESSAGES.notYours);
      expect(await state()).toEqual(before);
    }
  });
});

describe('line 1 downloading', () => {
  it('finds none of line 2’s documents, and every one of its own', async () => {
    const [one, two] = [lines.one(), lines.two()];
    for (const filename of two.documents) {
      const request = { params: { filename } };
      const reply = await send(api.documents.download, request, one.token);
      expect(expectFailure(reply, 404).message, filename).toBe(LINE_MESSAGES.notYours);
      expect((await send(api.documents.download, request, two.token)).statusCode, filename).toBe(
        200,
      );
    }
    for (const filename of one.documents) {
      const reply = await send(api.documents.download, { params: { filename } }, one.token);
      expect(reply.statusCode, `${filename} ${shown(reply)}`).toBe(200);
    }
  });
});

type PartyNamed = Parameters<typeof partyRequest>[1];

/**
 * Line 1 naming line 2's party in each of these ways is refused (403), shown and changing
 * nothing; naming its own, or none, it is shown its own rows and none of line 2's, which staff
 * asking for no party are shown.
 */
async function expectKeptToOwnParty(endpoint: Endpoint, others: PartyNamed[], own: PartyNamed) {
  const [one, two] = [lines.one(), lines.two()];
  const before = await state();
  for (const party of others)
    for (const reply of await sendBoth(endpoint, partyRequest(endpoint, party), one.token)) {
      expect(expectFailure(reply, 403), JSON.stringify(party)).toEqual({
        message: LINE_MESSAGES.otherParty,
        fields: {},
      });
      expect(marksIn(reply, two)).toEqual([]);
    }
  expect(await state()).toEqual(before);
  for (const request of [partyRequest(endpoint, own), partyRequest(endpoint, {})])
    for (const reply of await sendBoth(endpoint, request, one.token)) {
      expect(reply.statusCode, shown(reply)).toBe(200);
      expect(marksIn(reply, one).length, shown(reply)).toBeGreaterThan(0);
      expect(marksIn(reply, two), shown(reply)).toEqual([]);
    }
  // Staff given no party are shown line 2's rows: the rows were there to be shown.
  const staff = await send(endpoint, partyRequest(endpoint, {}), lines.admin().token);
  expect(marksIn(staff, two).length, shown(staff)).toBeGreaterThan(0);
}

describe('line 1 filtering by line 2’s party', () => {
  it.each(
    named(partyCalls),
  )('%s refuses line 2’s applicant or account (403) and shows only line 1’s own rows', async (_key, endpoint) => {
    const [one, two] = [lines.one().party, lines.two().party];
    await expectKeptToOwnParty(
      endpoint,
      [
        { applicant: two.applicantId, account: two.accountId },
        { applicant: two.applicantId },
        { account: two.accountId },
        { applicant: one.applicantId, account: two.accountId },
        { applicant: two.applicantId, account: one.accountId },
      ],
      { applicant: one.applicantId, account: one.accountId },
    );
  });

  it.each(
    named(linkPartyCalls),
  )('%s refuses line 2’s link party (403) and shows only line 1’s own rows', async (_key, endpoint) => {
    await expectKeptToOwnParty(endpoint, [{ linkParty: lines.two().party.linkPartyId }], {
      linkParty: lines.one().party.linkPartyId,
    });
  });
});

/** The names a list call's query takes. */
function queryKeys(endpoint: Endpoint): string[] {
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) throw new Error(`${keyOf(endpoint)}: its query is not an object of fields`);
  return Object.keys(shape);
}

/** The query names a call's declaration fills with the line's party. */
function scopeKeys(endpoint: Endpoint): string[] {
  const scope = scopeOf(endpoint);
  if ('parties' in scope) return [scope.parties.applicant, scope.parties.account];
  if ('linkParty' in scope) return [scope.linkParty];
  return 'key' in scope ? [scope.key] : [];
}

describe('line 1 searching its lists for line 2’s numbers and names', () => {
  it.each(
    named([...partyCalls, ...linkPartyCalls]),
  )('%s shows none of line 2’s rows, whatever other filter is given them', async (_key, endpoint) => {
    const [one, two] = [lines.one(), lines.two()];
    const values = [
      ...Object.values(two.ids),
      two.party.applicantName,
      two.party.accountName,
      two.party.applicantId,
      two.party.accountId,
      two.party.linkPartyId,
    ];
    const keys = queryKeys(endpoint).filter((name) => !scopeKeys(endpoint).includes(name));
    expect(keys.length).toBeGreaterThan(0);
    const before = await state();
    /** Filters that find line 2's rows for staff: the searches that could have shown them. */
    let reaching = 0;
    for (const name of keys)
      for (const value of values) {
        const request = partyRequest(endpoint, {});
        request.query = { ...request.query, [name]: value };
        // A refusal may repeat the value given; nothing else of line 2's may show.
        const sent = String(value);
        const others = (reply: Reply) =>
          marksIn(reply, two).filter((mark) => !sent.includes(mark) && !mark.includes(sent));
        for (const reply of await sendBoth(endpoint, request, one.token)) {
          const seen = `${name}=${value}: ${shown(reply)}`;
          expect([200, 400], seen).toContain(reply.statusCode);
          expect(others(reply), seen).toEqual([]);
        }
        if (others(await send(endpoint, request, lines.admin().token)).length > 0) reaching += 1;
      }
    expect(reaching).toBeGreaterThan(0);
    expect(await state()).toEqual(before);
  });
});

describe('a line user trying a staff call', () => {
  it('covers every call not declared for line users', () => {
    expect(STAFF_CALLS.length + LINE_CALLS.length + PORTAL_CALLS.length).toBe(
      ALL.filter((endpoint) => endpoint.access !== 'public').length +
        PORTAL_CALLS.filter((endpoint) => endpoint.line !== undefined).length,
    );
    expect(STAFF_CALLS.length).toBeGreaterThan(100);
  });

  it.each(
    named(STAFF_CALLS),
  )('%s is refused with 403 and [0, message], changing nothing', async (_key, endpoint) => {
    const one = lines.one();
    // Line 1's own link party or inspection wherever the call names a record: refused all the
    // same.
    const params = Object.fromEntries(
      pathParams(endpoint.path).map((name) => [
        name,
        name === 'linkpartyid' ? one.party.linkPartyId : one.ids.inspection,
      ]),
    );
    const before = await state();
    const reply = await send(
      endpoint,
      {
        params,
        query: { applicant: one.party.applicantId, account: one.party.accountId },
        ...(endpoint.body ? { body: {} } : {}),
      },
      one.token,
    );
    const message = ACCESS_REFUSALS[endpoint.access as Exclude<Endpoint['access'], 'public'>];
    // The sign-in shape refuses with its own `{detail}`.
    if (endpoint.reply === 'token') expect(expectDetail(reply, 403)).toBe(message);
    else expect(expectFailure(reply, 403)).toEqual({ message, fields: {} });
    expect(await state()).toEqual(before);
  });
});

describe('staff calling the portal’s own calls', () => {
  const callers = [
    ['company user', () => lines.staff().token],
    ['company administrator', () => lines.admin().token],
  ] as const;
  it.each(
    callers.flatMap(([who, token]) =>
      PORTAL_CALLS.map((endpoint) => [who, keyOf(endpoint), endpoint, token] as const),
    ),
  )('the %s is refused %s with 403, changing nothing', async (_who, _key, endpoint, token) => {
    const one = lines.one();
    const before = await state();
    const reply = await send(
      endpoint,
      {
        query: { estimateid: one.ids.estimate },
        body: endpoint.method === 'GET' ? undefined : { lines: [{ lineno: 1, approved: 1 }] },
      },
      token(),
    );
    expect(expectFailure(reply, 403)).toEqual({ message: ACCESS_REFUSALS.line, fields: {} });
    expect(await state()).toEqual(before);
  });
});
