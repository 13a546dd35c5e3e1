import { api, entities, type PartyRateInput } from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partyRates } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, send } from './support/call';
import { factories, type TestUser } from './support/factories';
import { item, specCall } from './support/specClient';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createAccount, createMovement, createParty, signedInUser } = factories(t);

const DUPLICATE = entities.partyRate.together?.message;

const list = (token: string | undefined, applicantid: number, accountid: number) =>
  call(t.app, api.partyRate.list, { query: { applicantid, accountid } }, token);
const create = (token: string | undefined, body: PartyRateInput) =>
  call(t.app, api.partyRate.create, { body }, token);
const update = (token: string | undefined, id: number, body: PartyRateInput) =>
  call(t.app, api.partyRate.update, { params: { id }, body }, token);

async function rateCount() {
  const [row] = await t.db.select({ n: count() }).from(partyRates);
  return Number(row?.n);
}

/** A party (applicant and account) and two movements of the user's company. */
async function partyOf(user: TestUser) {
  const { applicant, account } = await createParty(user);
  const stuffing = await createMovement(user, { name: 'Factory Stuffing Survey' });
  const discharge = await createMovement(user, { name: 'Discharge Survey' });
  const rate = (overrides: Partial<PartyRateInput> = {}): PartyRateInput => ({
    applicantid: applicant.id,
    accountid: account.id,
    movementid: stuffing.id,
    size: 20,
    // Rupees, as the screen and the spec's client send them: ₹1,500.
    rate: 1500,
    ...overrides,
  });
  return { applicant, account, stuffing, discharge, rate };
}

async function arranged() {
  const signedIn = await signedInUser();
  return { ...signedIn, ...(await partyOf(signedIn.user)) };
}

describe('party rates', () => {
  it('creates rates that the party’s list shows with the movement’s name, by movement and size', async () => {
    const { user, token, applicant, account, discharge, rate } = await arranged();
    const created = await create(token, rate({ size: 40, rate: 2750.5 }));
    expect(messageOf(created)).toBe('Party rate created successfully.');
    expect(expectOk(created)).toMatchObject({
      applicantid: applicant.id,
      accountid: account.id,
      MovementName: 'Factory Stuffing Survey',
      size: 40,
      rate: 275_050,
      companyid: user.companyId,
      created_by: user.id,
      last_modified_by: null,
    });
    expectOk(await create(token, rate({ size: 20 })));
    expectOk(await create(token, rate({ movementid: discharge.id, size: 20, rate: 900 })));

    const rows = expectOk(await list(token, applicant.id, account.id));
    expect(rows.map((r) => [r.MovementName, r.size, r.rate])).toEqual([
      ['Discharge Survey', 20, 90_000],
      ['Factory Stuffing Survey', 20, 150_000],
      ['Factory Stuffing Survey', 40, 275_050],
    ]);
  });

  it('lists only the rates of the party asked for', async () => {
    const { user, token, applicant, account, rate } = await arranged();
    const otherAccount = await createAccount(user);
    expectOk(await create(token, rate()));
    expectOk(await create(token, rate({ accountid: otherAccount.id })));
    expect(expectOk(await list(token, applicant.id, account.id))).toHaveLength(1);
    expect(expectOk(await list(token, applicant.id, otherAccount.id))).toHaveLength(1);
  });

  it('updates a rate and stamps who changed it', async () => {
    const { user, token, applicant, account, discharge, rate } = await arranged();
    const created = expectOk(await create(token, rate()));
    const updated = await update(
      token,
      created.id,
      rate({ movementid: discharge.id, size: 40, rate: 1600.75 }),
    );
    expect(messageOf(updated)).toBe(entities.partyRate.messages.updated);
    expect(expectOk(updated)).toMatchObject({
      id: created.id,
      MovementName: 'Discharge Survey',
      size: 40,
      rate: 160_075,
      last_modified_by: user.id,
    });
    expect(expectOk(await list(token, applicant.id, account.id))).toEqual([expectOk(updated)]);
  });

  it('refuses a second rate for the same party, movement and size, and writes nothing', async () => {
    const { token, rate } = await arranged();
    const first = expectOk(await create(token, rate()));
    const { message, fields } = expectFailure(await create(token, rate({ rate: 1800 })), 409);
    expect(message).toBe(DUPLICATE);
    expect(fields).toEqual({ movementid: DUPLICATE, size: DUPLICATE });
    const other = expectOk(await create(token, rate({ size: 40 })));
    expectFailure(await update(token, other.id, rate({ size: 20 })), 409);
    // Saving a rate unchanged is not a duplicate of itself.
    expectOk(await update(token, first.id, rate({ rate: 1550 })));
    expect(await rateCount()).toBe(2);
  });

  it('reads digits sent as text, rupees with their decimals', async () => {
    const { token, rate } = await arranged();
    const created = expectOk(
      await create(token, rate({ size: '40', rate: '1250.50' } as unknown as PartyRateInput)),
    );
    expect(created).toMatchObject({ size: 40, rate: 125_050 });
  });

  it.each([
    [{ movementid: 0 }, 'movementid', 'Please select a movement.'],
    [{ movementid: undefined }, 'movementid', 'Please select a movement.'],
    [{ applicantid: 0 }, 'applicantid', 'Please select an applicant.'],
    [{ size: 30 }, 'size', 'Size must be 20 or 40.'],
    [{ size: '2O' }, 'size', 'Size must be 20 or 40.'],
    [{ size: undefined }, 'size', 'Size is required.'],
    [{ rate: undefined }, 'rate', 'Rate is required.'],
    // Rates travel in rupees: a fraction of a paisa (as a number or as text), a negative or
    // more than ₹9,99,99,99,999.99 is not one.
    [{ rate: 1500.255 }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
    [{ rate: '1250.505' }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
    [{ rate: -5 }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
    [{ rate: '-0.01' }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
    [{ rate: 10_000_000_000 }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
    [{ rate: '15OO' }, 'rate', 'Rate must be an amount in rupees with at most 2 decimals.'],
  ])('refuses bad input %o with 400 and writes nothing', async (change, field, problem) => {
    const { token, rate } = await arranged();
    const { fields } = expectFailure(
      await create(token, { ...rate(), ...change } as PartyRateInput),
      400,
    );
    expect(fields[field]).toBe(problem);
    expect(await rateCount()).toBe(0);
  });

  it('keeps a rate sent as ₹2,750.50 as 275050 whole paise', async () => {
    const { token, rate } = await arranged();
    const created = expectOk(await create(token, rate({ rate: 2750.5 })));
    const [stored] = await t.db.select().from(partyRates).where(eq(partyRates.id, created.id));
    expect(stored?.ratePaise).toBe(275_050);
  });

  it('needs both the applicant and the account to list rates', async () => {
    const { token, applicant } = await arranged();
    const reply = await send(t.app, {
      method: 'GET',
      url: `/api/get_partyrates?applicantid=${applicant.id}`,
      headers: bearer(token),
    });
    expect(Object.keys(expectFailure(reply, 400).fields)).toEqual(['accountid']);
  });
});

describe('party rates as a client written from the spec alone sends and reads them', () => {
  it('creates a rate typed as 1500 as ₹1,500.00 and lists it back as 1500', async () => {
    const { token, applicant, account, stuffing } = await arranged();
    const createdAs = (size: number, rate: number) =>
      specCall(t.app, token, {
        method: 'POST',
        path: '/create_partyrate',
        json: {
          applicantid: applicant.id,
          accountid: account.id,
          movementid: stuffing.id,
          size,
          rate,
        },
      });
    const created = await createdAs(20, 1500);
    expect(item(created, 0)).toBe(1);
    expect(item(created, 2)).toMatchObject({ size: 20, rate: 1500 });
    const [stored] = await t.db.select().from(partyRates);
    expect(stored?.ratePaise).toBe(150_000);
    expect(item(await createdAs(40, 1250.5), 2)).toMatchObject({ size: 40, rate: 1250.5 });

    const listed = await specCall(t.app, token, {
      method: 'GET',
      path: '/get_partyrates',
      query: { applicantid: applicant.id, accountid: account.id },
    });
    expect(
      (item(listed, 2) as { size: number; rate: number }[]).map((r) => [r.size, r.rate]),
    ).toEqual([
      [20, 1500],
      [40, 1250.5],
    ]);
  });
});

describe('party rates and companies', () => {
  it('refuses another company’s applicant, account and movement', async () => {
    const { token, rate } = await arranged();
    const stranger = await signedInUser();
    const theirs = await partyOf(stranger.user);
    const { fields } = expectFailure(
      await create(
        token,
        rate({
          applicantid: theirs.applicant.id,
          accountid: theirs.account.id,
          movementid: theirs.stuffing.id,
        }),
      ),
      400,
    );
    expect(fields).toEqual({
      applicantid: 'The chosen applicant is not one of your company’s applicants.',
      accountid: 'The chosen account is not one of your company’s accounts.',
      movementid: 'The chosen movement is not one of your company’s movements.',
    });
    expect(await rateCount()).toBe(0);
  });
});
