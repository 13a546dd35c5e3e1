import {
  api,
  type BookingNumberInput,
  type Endpoint,
  entities,
  type VcnPartyLinkInput,
} from '@quaybook/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingNumbers, vcnPartyLinks } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, type Reply, send } from './support/call';
import { factories, NETAJI_SUBHAS_YARD, type TestUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createMovement, createParty, createVcn, createVoyage, signedInUser } = factories(t);

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
  return send(t.app, {
    method: 'POST',
    url: `/api${endpoint.path}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
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
