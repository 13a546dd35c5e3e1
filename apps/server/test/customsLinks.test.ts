import {
  api,
  type BookingNumberInput,
  type Endpoint,
  entities,
  pageInfo,
  type RequestOf,
  type RowOf,
  type VcnPartyLinkInput,
} from '@quaybook/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingNumbers, vcnPartyLinks } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, type Reply, send } from './support/call';
import { factories, NETAJI_SUBHAS_YARD, type TestUser } from './support/factories';
import { expectBadPagesRefused } from './support/paging';
import { item, specCall } from './support/specClient';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createMovement, createParty, createVcn, createVessel, createVoyage, signedInUser } =
  factories(t);

/** Posts the record as the spec's screens do: JSON in the multipart form field `transaction`. */
async function postForm(endpoint: Endpoint, token: string | undefined, record: unknown) {
  const boundary = '----quaybook-test-boundary';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="transaction"',
    '',
    typeof record === 'string' ? record : JSON.stringify(record),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const reply = await send(t.app, {
    method: 'POST',
    url: `/api${endpoint.path}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  // The save's answer is read in its layout: its status in item 1 as well.
  return { ...reply, endpoint };
}

/** The data of a successful envelope, checked against the endpoint's schema. */
const okData = <E extends Endpoint>(endpoint: E, reply: Reply) => expectOk({ ...reply, endpoint });

const tableCount = async (table: typeof bookingNumbers | typeof vcnPartyLinks) =>
  Number((await t.db.select({ n: count() }).from(table))[0]?.n);

/** Everything a booking number or a link can refer to, in the user's company. */
async function worldOf(user: TestUser) {
  const { vcn, vessel, imports, exports } = await createVcn(user);
  const { applicant, account } = await createParty(user);
  const movement = await createMovement(user);
  return { vcn, vessel, imports, exports, applicant, account, movement };
}

async function arranged() {
  const signedIn = await signedInUser();
  const world = await worldOf(signedIn.user);
  const booking = (overrides: Partial<BookingNumberInput> = {}): BookingNumberInput => ({
    autoid: 0,
    applicant: world.applicant.id,
    account: world.account.id,
    vessel: world.vessel.id,
    voyage: world.exports.id,
    location: NETAJI_SUBHAS_YARD,
    movementid: world.movement.id,
    bookingno: 'MAEU241877412',
    conttype: 'HC',
    ...overrides,
  });
  const link = (overrides: Partial<VcnPartyLinkInput> = {}): VcnPartyLinkInput => ({
    autoid: 0,
    vcnID: world.vcn.id,
    import_voyage: world.imports.id,
    export_voyage: world.exports.id,
    applicant: world.applicant.id,
    account: world.account.id,
    ...overrides,
  });
  return { ...signedIn, ...world, booking, link };
}

describe('dock-out booking numbers', () => {
  const save = (token: string | undefined, record: unknown) =>
    postForm(api.bookingNumber.create, token, record);
  const list = async (token: string) => {
    const reply = await call(t.app, api.bookingNumber.list, {}, token);
    const rows = expectOk(reply);
    // The spec's screen reads the rows from item 3, the fourth element.
    expect((reply.body as unknown[])[3]).toEqual(rows);
    return rows;
  };

  it('adds a booking from the form field `transaction` (autoid 0) and lists it with every name', async () => {
    const { token, booking, applicant, account, vessel, exports, movement } = await arranged();
    const added = await save(token, booking());
    expect(messageOf(added)).toBe('Booking no added successfully');
    const row = okData(api.bookingNumber.create, added);
    expect(row).toMatchObject({
      applicantname: applicant.name,
      accountname: account.name,
      vessname: vessel.name,
      voyname: exports.name,
      locname: 'Netaji Subhas Dock Yard',
      movname: movement.name,
      bookingno: 'MAEU241877412',
      conttype: 'HC',
      conttypetext: 'High Cube',
    });
    expect(row.autoid).toBeGreaterThan(0);
    expect(await list(token)).toEqual([row]);
  });

  it('updates the booking named by a non-zero autoid', async () => {
    const { token, booking } = await arranged();
    const added = okData(api.bookingNumber.create, await save(token, booking()));
    const updated = await save(
      token,
      booking({ autoid: added.autoid, bookingno: 'MAEU241877499', conttype: 'RF' }),
    );
    expect(messageOf(updated)).toBe(entities.bookingNumber.messages.updated);
    expect(okData(api.bookingNumber.create, updated)).toMatchObject({
      autoid: added.autoid,
      bookingno: 'MAEU241877499',
      conttypetext: 'Reefer',
    });
    expect(await list(token)).toHaveLength(1);
  });

  it('also takes the record as a plain JSON body, and 0 for choices left open', async () => {
    const { token, booking } = await arranged();
    const row = expectOk(
      await call(
        t.app,
        api.bookingNumber.create,
        { body: booking({ applicant: 0, account: 0, location: 0, conttype: '' }) },
        token,
      ),
    );
    expect(row).toMatchObject({
      applicant: null,
      applicantname: null,
      account: null,
      location: null,
      conttype: null,
    });
  });

  it.each([
    [{ bookingno: '  ' }, 'bookingno', 'Booking No is required.'],
    [{ conttype: 'ZZ' }, 'conttype', 'Container type ZZ is not a known container type.'],
    [{ location: 987_654 }, 'location', 'The chosen location does not exist.'],
    [{ autoid: -1 }, 'autoid', 'autoid must not be negative.'],
  ])('refuses %o with 400 and writes nothing', async (change, field, problem) => {
    const { token, booking } = await arranged();
    const { fields } = expectFailure(await save(token, { ...booking(), ...change }), 400);
    expect(fields[field]).toBe(problem);
    expect(await tableCount(bookingNumbers)).toBe(0);
  });

  it('refuses a form without the transaction field, or with broken JSON in it', async () => {
    const { token } = await arranged();
    expect(expectFailure(await save(token, '{"bookingno":'), 400).message).toBe(
      'The transaction field is not valid JSON.',
    );
    const boundary = 'b';
    const empty = await send(t.app, {
      method: 'POST',
      url: '/api/save_bookingno',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(expectFailure(empty, 400).message).toBe('The form has no transaction field.');
  });

  it('answers 404 to an update of a booking that does not exist', async () => {
    const { token, booking } = await arranged();
    expectFailure(await save(token, booking({ autoid: 987_654 })), 404);
  });

  it('keeps each company’s bookings to itself and refuses its choices to others', async () => {
    const { token, booking, vessel } = await arranged();
    const mine = okData(api.bookingNumber.create, await save(token, booking()));
    const stranger = await signedInUser();
    const theirWorld = await worldOf(stranger.user);
    expect(await list(stranger.token)).toEqual([]);
    expectFailure(
      await save(stranger.token, {
        ...booking(),
        autoid: mine.autoid,
        applicant: theirWorld.applicant.id,
        account: theirWorld.account.id,
        vessel: theirWorld.vessel.id,
        voyage: theirWorld.exports.id,
        movementid: theirWorld.movement.id,
      }),
      404,
    );
    const { fields } = expectFailure(
      await save(stranger.token, {
        ...booking(),
        vessel: vessel.id,
        applicant: 0,
        account: 0,
        voyage: 0,
        movementid: 0,
      }),
      400,
    );
    expect(fields).toEqual({ vessel: 'The chosen vessel is not one of your company’s vessels.' });
    expect(await list(token)).toEqual([mine]);
  });

  it('needs a signed-in user', async () => {
    const { booking } = await arranged();
    expectFailure(await call(t.app, api.bookingNumber.list, {}), 401);
    expectFailure(await save(undefined, booking()), 401);
  });
});

describe('VCN party voyages', () => {
  const save = (token: string | undefined, record: unknown) =>
    postForm(api.vcnPartyLink.create, token, record);
  const list = async (token: string) => {
    const reply = await call(t.app, api.vcnPartyLink.list, {}, token);
    const rows = expectOk(reply);
    expect((reply.body as unknown[])[3]).toEqual(rows);
    return rows;
  };

  it('adds a link from the form field `transaction` and lists it with the call, vessel, voyages and party', async () => {
    const { token, link, vcn, vessel, imports, exports, applicant, account } = await arranged();
    const added = await save(token, link());
    expect(messageOf(added)).toBe('VCN Party Voyage added successfully');
    const row = okData(api.vcnPartyLink.create, added);
    expect(row).toMatchObject({
      vcnID: vcn.id,
      vcnName: vcn.name,
      vcndtl: `${vcn.name} (${vessel.name})`,
      vessel: vessel.name,
      impv: imports.name,
      expv: exports.name,
      applicantname: applicant.name,
      accountname: account.name,
    });
    expect(await list(token)).toEqual([row]);
  });

  it('updates the link named by its autoid, also as a plain JSON body', async () => {
    const { user, token, link } = await arranged();
    const added = okData(api.vcnPartyLink.create, await save(token, link()));
    const partyVoyage = await createVoyage(user, { name: 'MR114E-P' });
    const reply = await call(
      t.app,
      api.vcnPartyLink.create,
      { body: link({ autoid: added.autoid, export_voyage: partyVoyage.id }) },
      token,
    );
    expect(messageOf(reply)).toBe(entities.vcnPartyLink.messages.updated);
    expect(expectOk(reply)).toMatchObject({ autoid: added.autoid, expv: 'MR114E-P' });
    expect(await list(token)).toHaveLength(1);
  });

  it('refuses a second link of the same call to the same party', async () => {
    const { token, link } = await arranged();
    expectOk({ ...(await save(token, link())), endpoint: api.vcnPartyLink.create });
    const { message, fields } = expectFailure(await save(token, link()), 409);
    expect(message).toBe('This VCN is already linked to this applicant and account.');
    expect(fields).toEqual({ vcnID: message });
    expect(await tableCount(vcnPartyLinks)).toBe(1);
  });

  it.each([
    [{ vcnID: 0 }, 'vcnID', 'Please select a VCN.'],
    [{ applicant: 0 }, 'applicant', 'Please select an applicant.'],
    [{ account: undefined }, 'account', 'Please select an account.'],
    [{ import_voyage: 'MR114I' }, 'import_voyage', 'Import voyage must be a number.'],
  ])('refuses %o with 400 and writes nothing', async (change, field, problem) => {
    const { token, link } = await arranged();
    const { fields } = expectFailure(await save(token, { ...link(), ...change }), 400);
    expect(fields[field]).toBe(problem);
    expect(await tableCount(vcnPartyLinks)).toBe(0);
  });

  it('refuses a deleted call', async () => {
    const { user, token, link } = await arranged();
    const { vcn: deleted } = await createVcn(user, { isDeleted: true });
    const { fields } = expectFailure(await save(token, link({ vcnID: deleted.id })), 400);
    expect(fields).toEqual({ vcnID: 'The chosen VCN is not one of your company’s vessel calls.' });
  });

  it('keeps each company’s links to itself and refuses another company’s call', async () => {
    const { token, link, vcn } = await arranged();
    const mine = okData(api.vcnPartyLink.create, await save(token, link()));
    const stranger = await signedInUser();
    const theirWorld = await worldOf(stranger.user);
    expect(await list(stranger.token)).toEqual([]);
    const theirs = (overrides: Partial<VcnPartyLinkInput>) => ({
      autoid: 0,
      vcnID: theirWorld.vcn.id,
      import_voyage: 0,
      export_voyage: 0,
      applicant: theirWorld.applicant.id,
      account: theirWorld.account.id,
      ...overrides,
    });
    expectFailure(await save(stranger.token, theirs({ autoid: mine.autoid })), 404);
    const { fields } = expectFailure(await save(stranger.token, theirs({ vcnID: vcn.id })), 400);
    expect(fields).toEqual({ vcnID: 'The chosen VCN is not one of your company’s vessel calls.' });
    expect(await list(token)).toEqual([mine]);
  });

  it('needs a signed-in user', async () => {
    const { link } = await arranged();
    expectFailure(await call(t.app, api.vcnPartyLink.list, {}), 401);
    expectFailure(await save(undefined, link()), 401);
  });
});

type PagedList = typeof api.bookingNumber.list | typeof api.vcnPartyLink.list;
type Query = Record<string, string | number>;

/** A list call asked with this query; a failure's 400 is the test's to read. */
const askList =
  <E extends PagedList>(endpoint: E) =>
  (token: string, query: Query = {}) =>
    call(t.app, endpoint, { query } as RequestOf<E>, token);

/** The fourth element of a list's answer. */
const fourthOf = (reply: Reply) => (reply.body as unknown[])[3];

/**
 * Twelve bookings BK01…BK12, saved in that order: BK01–BK09 High Cube on the world's vessel and
 * party, BK10–BK12 Reefer on the EVER GIVEN for Haldia Freight's Paradip Lines account.
 */
async function twelveBookings() {
  const world = await arranged();
  const vessel = await createVessel(world.user, { name: 'EVER GIVEN' });
  const party = await createParty(world.user, {
    applicant: 'Haldia Freight',
    account: 'Paradip Lines',
  });
  for (let i = 1; i <= 12; i += 1) {
    const other = i > 9;
    const body = world.booking({
      bookingno: `BK${String(i).padStart(2, '0')}`,
      ...(other
        ? {
            vessel: vessel.id,
            applicant: party.applicant.id,
            account: party.account.id,
            conttype: 'RF',
          }
        : {}),
    });
    expectOk(await call(t.app, api.bookingNumber.create, { body }, world.token));
  }
  return world;
}
const firstBookings = ['BK01', 'BK02', 'BK03', 'BK04', 'BK05', 'BK06', 'BK07', 'BK08', 'BK09'];
const lastBookings = ['BK10', 'BK11', 'BK12'];

/**
 * Twelve links, saved in the order of their parties 'Applicant 01'…'Applicant 12' (each with
 * 'Account 01'…): the first nine of the world's call, the last three of HAL00001, a call of
 * the EVER GIVEN with voyages HAL114I and HAL114E.
 */
async function twelveLinks() {
  const world = await arranged();
  const vessel = await createVessel(world.user, { name: 'EVER GIVEN' });
  const imports = await createVoyage(world.user, { name: 'HAL114I' });
  const exports = await createVoyage(world.user, { name: 'HAL114E' });
  const { vcn } = await createVcn(world.user, {
    name: 'HAL00001',
    vesselId: vessel.id,
    importVoyageId: imports.id,
    exportVoyageId: exports.id,
  });
  for (let i = 1; i <= 12; i += 1) {
    const n = String(i).padStart(2, '0');
    const party = await createParty(world.user, {
      applicant: `Applicant ${n}`,
      account: `Account ${n}`,
    });
    const body = world.link({
      applicant: party.applicant.id,
      account: party.account.id,
      ...(i > 9 ? { vcnID: vcn.id, import_voyage: imports.id, export_voyage: exports.id } : {}),
    });
    expectOk(await call(t.app, api.vcnPartyLink.create, { body }, world.token));
  }
  return world;
}
const applicantsNamed = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Applicant ${String(from + i).padStart(2, '0')}`);
const firstLinks = applicantsNamed(1, 9);
const lastLinks = applicantsNamed(10, 12);

/** What the shared paging tests need of a list: its twelve rows, and how to tell them apart. */
interface PagedCase<E extends PagedList> {
  endpoint: E;
  twelve(): Promise<{ token: string }>;
  labelOf(row: RowOf<E>): string;
  /** The twelve rows' labels in the order saved. */
  saved: readonly string[];
  /** Text each of the twelve shows, which another company's rows do not. */
  shared: string;
  searches: readonly (readonly [string, string, readonly string[]])[];
}

/** Paging, search, company scope and the unpaged answer, the same for both lists. */
function pagesOnTheServer<E extends PagedList>(title: string, paged: PagedCase<E>) {
  describe(`${title}, a page at a time`, () => {
    const list = askList(paged.endpoint);
    const labels = async (token: string, query: Query) =>
      (expectOk(await list(token, query)) as RowOf<E>[]).map(paged.labelOf);

    it('answers the asked page in the order saved, with its pageInfo in the fourth element', async () => {
      const { token } = await paged.twelve();
      const second = await list(token, { page: 2, pageSize: 5 });
      expect((expectOk(second) as RowOf<E>[]).map(paged.labelOf)).toEqual(paged.saved.slice(5, 10));
      expect(pageInfo.parse(fourthOf(second))).toEqual({ total: 12, page: 2, pageSize: 5 });
      expect(await labels(token, { page: 3, pageSize: 5 })).toEqual(paged.saved.slice(10));
      const beyond = await list(token, { page: 4, pageSize: 5 });
      expect(expectOk(beyond)).toEqual([]);
      expect(fourthOf(beyond)).toEqual({ total: 12, page: 4, pageSize: 5 });
    });

    it.each(
      paged.searches,
    )('searches %s, ignoring case, and counts only the matches', async (_, search, found) => {
      const { token } = await paged.twelve();
      expect(await labels(token, { page: 1, pageSize: 20, search })).toEqual(found);
      const one = await list(token, { page: 1, pageSize: 1, search });
      expect(fourthOf(one)).toEqual({ total: found.length, page: 1, pageSize: 1 });
    });

    it('pages, searches and counts only the caller’s company’s rows', async () => {
      const { token } = await paged.twelve();
      const stranger = await signedInUser();
      const theirs = await list(stranger.token, { page: 1, search: paged.shared });
      expect(expectOk(theirs)).toEqual([]);
      expect(fourthOf(theirs)).toEqual({ total: 0, page: 1, pageSize: 10 });
      expect(fourthOf(await list(token, { page: 1, search: paged.shared }))).toEqual({
        total: 12,
        page: 1,
        pageSize: 10,
      });
    });

    it('answers every row without a page, in the third element and again in the fourth', async () => {
      const { token } = await paged.twelve();
      const whole = await list(token);
      const rows = expectOk(whole) as RowOf<E>[];
      expect(rows.map(paged.labelOf)).toEqual(paged.saved);
      expect(fourthOf(whole)).toEqual(rows);
    });

    it('refuses bad page values, a bad sort and a long search with the envelope’s 400', async () => {
      const { token } = await signedInUser();
      await expectBadPagesRefused((page) => list(token, page as Query));
      const refused = async (query: Query) => expectFailure(await list(token, query), 400).message;
      expect(await refused({ page: 1, sort: 'vessel;drop table vcns' })).toBe(
        'Sort must look like Name.asc,Description.desc.',
      );
      expect(await refused({ page: 1, search: 'x'.repeat(101) })).toBe(
        'Search text can be at most 100 characters.',
      );
    });
  });
}

pagesOnTheServer('GET /api/bookingno_list', {
  endpoint: api.bookingNumber.list,
  twelve: twelveBookings,
  labelOf: (row) => row.bookingno,
  saved: [...firstBookings, ...lastBookings],
  shared: 'BK',
  searches: [
    ['the booking number', 'bk1', lastBookings],
    ['the vessel’s name', ' ever given ', lastBookings],
    ['the applicant’s name', 'HALDIA', lastBookings],
    ['the account’s name', 'paradip lines', lastBookings],
    ['the container type’s name', 'reefer', lastBookings],
    ['the location’s name', 'netaji', [...firstBookings, ...lastBookings]],
  ],
});

pagesOnTheServer('GET /api/vcn_party_link_list', {
  endpoint: api.vcnPartyLink.list,
  twelve: twelveLinks,
  labelOf: (row) => row.applicantname ?? '',
  saved: [...firstLinks, ...lastLinks],
  shared: 'applicant',
  searches: [
    ['the call’s name', 'hal0000', lastLinks],
    ['its vessel’s name', 'Ever Given', lastLinks],
    ['the import voyage’s name', 'hal114i', lastLinks],
    ['the export voyage’s name', 'HAL114E', lastLinks],
    ['the applicant’s name', 'applicant 1', lastLinks],
    ['the account’s name', 'account 07', applicantsNamed(7, 7)],
  ],
});

const reversed = (labels: readonly string[]) => [...labels].reverse();

describe('GET /api/bookingno_list, searched and sorted', () => {
  const list = askList(api.bookingNumber.list);
  const numbersOf = async (query: Query, token: string) =>
    expectOk(await list(token, query)).map((row) => row.bookingno);
  const [first, last] = [firstBookings, lastBookings];

  it('searches the voyage’s and movement’s names', async () => {
    const { token, exports, movement } = await twelveBookings();
    expect(await numbersOf({ page: 1, pageSize: 20, search: exports.name }, token)).toHaveLength(
      12,
    );
    expect(await numbersOf({ page: 1, search: movement.name.toUpperCase() }, token)).toHaveLength(
      10,
    );
    expect(await numbersOf({ page: 1, search: 'no such name' }, token)).toEqual([]);
  });

  it('sorts by the names the screen shows, in the order given', async () => {
    const { token } = await twelveBookings();
    const all = { page: 1, pageSize: 20 };
    expect(await numbersOf({ ...all, sort: 'vessel.asc,bookingno.desc' }, token)).toEqual([
      ...reversed(last),
      ...reversed(first),
    ]);
    expect(await numbersOf({ ...all, sort: 'conttype.desc' }, token)).toEqual([...last, ...first]);
    expect(await numbersOf({ ...all, sort: 'applicant.asc' }, token)).toEqual([...last, ...first]);
    expect(await numbersOf({ ...all, sort: 'account.desc' }, token)).toEqual([...last, ...first]);
    expect(await numbersOf({ page: 1, pageSize: 3, sort: 'bookingno.desc' }, token)).toEqual(
      reversed(last),
    );
  });

  it('keeps a booking without a vessel last, either way', async () => {
    const { token, booking } = await arranged();
    for (const body of [booking({ bookingno: 'A1', vessel: 0 }), booking({ bookingno: 'A2' })])
      expectOk(await call(t.app, api.bookingNumber.create, { body }, token));
    expect(await numbersOf({ page: 1, sort: 'vessel.asc' }, token)).toEqual(['A2', 'A1']);
    expect(await numbersOf({ page: 1, sort: 'vessel.desc' }, token)).toEqual(['A2', 'A1']);
  });

  it('searches and sorts the whole list when no page is asked, the rows again in the fourth element', async () => {
    const { token } = await twelveBookings();
    const found = await list(token, { search: 'reefer', sort: 'bookingno.desc' });
    expect(expectOk(found).map((row) => row.bookingno)).toEqual(['BK12', 'BK11', 'BK10']);
    expect(fourthOf(found)).toEqual(expectOk(found));
  });
});

describe('GET /api/vcn_party_link_list, sorted', () => {
  const list = askList(api.vcnPartyLink.list);
  const applicantsOf = async (query: Query, token: string) =>
    expectOk(await list(token, query)).map((row) => row.applicantname);
  const [first, last] = [firstLinks, lastLinks];

  it('sorts by the names the screen shows, in the order given', async () => {
    const { token, vessel, vcn } = await twelveLinks();
    const all = { page: 1, pageSize: 20 };
    // The world's call and vessel are KOL… and MSC RUBY …, after HAL00001 and EVER GIVEN.
    expect(vcn.name.startsWith('KOL') && vessel.name.startsWith('MSC')).toBe(true);
    expect(await applicantsOf({ ...all, sort: 'vessel.asc,applicant.desc' }, token)).toEqual([
      ...reversed(last),
      ...reversed(first),
    ]);
    expect(await applicantsOf({ ...all, sort: 'vcnID.desc' }, token)).toEqual([...first, ...last]);
    for (const sort of ['import_voyage.asc', 'export_voyage.asc'])
      expect(await applicantsOf({ ...all, sort }, token)).toEqual([...last, ...first]);
    expect(await applicantsOf({ page: 1, pageSize: 2, sort: 'account.desc' }, token)).toEqual(
      reversed(applicantsNamed(11, 12)),
    );
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  /** A save as the spec's client sends it: the record as JSON text in the form field `transaction`. */
  const specSave = (path: string, token: string, record: unknown) =>
    specCall(t.app, token, { method: 'POST', path, form: { transaction: { json: record } } });

  it('POST /save_bookingno: item 1 is 1 on success, 0 on failure', async () => {
    const { token, booking } = await arranged();
    const added = await specSave('/save_bookingno', token, booking());
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    expect(item(added, 1)).toBe(1);
    expect(item(added, 3)).toBe(entities.bookingNumber.messages.created);
    const row = item(added, 2) as { autoid: number };
    const updated = await specSave('/save_bookingno', token, {
      ...booking(),
      autoid: row.autoid,
      bookingno: 'MAEU241877499',
    });
    expect(item(updated, 1)).toBe(1);
    expect(item(updated, 3)).toBe(entities.bookingNumber.messages.updated);
    const refused = await specSave('/save_bookingno', token, booking({ bookingno: ' ' }));
    expect(refused.statusCode).toBe(400);
    expect(item(refused, 1)).toBe(0);
    expect(item(refused, 2)).toBe('Booking No is required.');
    const listed = await specCall(t.app, token, { method: 'GET', path: '/bookingno_list' });
    expect((item(listed, 3) as { bookingno: string }[]).map((b) => b.bookingno)).toEqual([
      'MAEU241877499',
    ]);
  });

  it('POST /save_vcnpartylink: item 1 is 1 on success, 0 on failure', async () => {
    const { token, link } = await arranged();
    const added = await specSave('/save_vcnpartylink', token, link());
    expect(item(added, 1)).toBe(1);
    expect(item(added, 3)).toBe(entities.vcnPartyLink.messages.created);
    const twice = await specSave('/save_vcnpartylink', token, link());
    expect(twice.statusCode).toBe(409);
    expect(item(twice, 1)).toBe(0);
    expect(item(twice, 2)).toBe('This VCN is already linked to this applicant and account.');
    const listed = await specCall(t.app, token, { method: 'GET', path: '/vcn_party_link_list' });
    expect(item(listed, 3)).toEqual([item(added, 2)]);
  });
});
