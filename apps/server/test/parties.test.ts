import { type AccountInput, type ApplicantInput, api, entities } from '@quaybook/contract';
import { GSTIN_PAN_MESSAGE, gstinMessage, PAN_MESSAGE, TAN_MESSAGE } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicants } from '../src/db/schema';
import { INDIA, MAHARASHTRA, taxIdsFor, WEST_BENGAL } from './cases/applicant.case';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createUser, signedInUser, tokenFor } = factories(t);

const applicant = (n: number, more: Partial<ApplicantInput> = {}): ApplicantInput => ({
  applicantname: `Haldia Freight Carriers ${n}`,
  ...more,
});
const createApplicant = (token: string, body: ApplicantInput) =>
  call(t.app, api.applicant.create, { body }, token);
const createAccount = (token: string, body: AccountInput) =>
  call(t.app, api.account.create, { body }, token);

describe('applicants', () => {
  it('answers the names of the chosen state and country, and takes them from the ids, not the body', async () => {
    const { token } = await signedInUser();
    const created = expectOk(
      await createApplicant(
        token,
        applicant(1, {
          state_id: MAHARASHTRA,
          state: 'Atlantis',
          countryid: INDIA,
          country: 'Narnia',
        }),
      ),
    );
    expect(created).toMatchObject({
      state_id: MAHARASHTRA,
      state: 'Maharashtra',
      countryid: INDIA,
      country: 'India',
    });
    const [listed] = expectOk(await call(t.app, api.applicant.list, {}, token));
    expect(listed).toMatchObject({ state: 'Maharashtra', country: 'India' });
  });

  it('defaults to no bank, no state, no container in bill, and active', async () => {
    const { token } = await signedInUser();
    const created = expectOk(await createApplicant(token, applicant(2, { bank_id: 0 })));
    expect(created).toMatchObject({
      bank_id: 0,
      state_id: null,
      state: null,
      countryid: null,
      isContInBill: 0,
      is_active: 1,
    });
  });

  it('upper-cases PAN and GSTIN and accepts a GSTIN of the chosen state carrying the PAN', async () => {
    const { token } = await signedInUser();
    const { pan, gstin } = taxIdsFor(3);
    const created = expectOk(
      await createApplicant(
        token,
        applicant(3, {
          state_id: WEST_BENGAL,
          pan_no: pan.toLowerCase(),
          gst_no: ` ${gstin.toLowerCase()} `,
        }),
      ),
    );
    expect(created).toMatchObject({ pan_no: pan, gst_no: gstin });
  });

  it('refuses a GSTIN of another state, naming the mismatch, and writes nothing', async () => {
    const { token } = await signedInUser();
    const { gstin } = taxIdsFor(4, '27');
    const { message, fields } = expectFailure(
      await createApplicant(token, applicant(4, { state_id: WEST_BENGAL, gst_no: gstin })),
      400,
    );
    expect(message).toBe('GSTIN state code does not match the selected state.');
    expect(fields).toEqual({ gst_no: gstinMessage('state') });
    expect(expectOk(await call(t.app, api.applicant.list, {}, token))).toEqual([]);
  });

  it('reports a bad PAN and a bad GSTIN together, each on its field', async () => {
    const { token } = await signedInUser();
    const { gstin } = taxIdsFor(5);
    const { fields } = expectFailure(
      await createApplicant(
        token,
        applicant(5, {
          pan_no: 'AAACM12345',
          gst_no: `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`,
        }),
      ),
      400,
    );
    expect(fields).toEqual({ pan_no: PAN_MESSAGE, gst_no: gstinMessage('checksum') });
  });

  it('checks a GSTIN without a chosen state only for its shape and check character', async () => {
    const { token } = await signedInUser();
    const { gstin } = taxIdsFor(6, '33');
    expect(expectOk(await createApplicant(token, applicant(6, { gst_no: gstin }))).gst_no).toBe(
      gstin,
    );
  });

  it('stamps last_modified_by and last_modified_date from the token and the clock on update', async () => {
    const { user, company, token } = await signedInUser();
    const editor = await createUser({ companyId: company.id });
    const created = expectOk(await createApplicant(token, applicant(7, { city: 'Haldia' })));
    const before = Date.now();
    const result = await call(
      t.app,
      api.applicant.update,
      {
        params: { applicantid: created.applicantid },
        body: {
          ...applicant(7, { city: 'Kolkata' }),
          last_modified_by: user.id,
          last_modified_date: '2001-01-01',
        } as ApplicantInput,
      },
      await tokenFor(editor),
    );
    expect(messageOf(result)).toBe('Applicant Updated Successfully!');
    const updated = expectOk(result);
    expect(updated).toMatchObject({
      city: 'Kolkata',
      created_by: user.id,
      last_modified_by: editor.id,
    });
    expect(Date.parse(updated.last_modified_date ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('keeps an applicant active when the update leaves is_active out', async () => {
    const { token } = await signedInUser();
    const created = expectOk(await createApplicant(token, applicant(8, { is_active: 0 })));
    expect(created.is_active).toBe(0);
    const updated = expectOk(
      await call(
        t.app,
        api.applicant.update,
        { params: { applicantid: created.applicantid }, body: applicant(8, { city: 'Paradip' }) },
        token,
      ),
    );
    expect(updated.is_active).toBe(0);
    const [row] = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, created.applicantid));
    expect(row?.isActive).toBe(false);
  });
});

describe('accounts', () => {
  const account = (n: number, more: Partial<AccountInput> = {}): AccountInput => ({
    accountname: `CMA CGM Agencies ${n}`,
    ...more,
  });

  it('answers the state and country names with the account', async () => {
    const { token } = await signedInUser();
    const created = expectOk(
      await createAccount(
        token,
        account(1, { account_stateid: WEST_BENGAL, account_countryid: INDIA }),
      ),
    );
    expect(created).toMatchObject({ account_state: 'West Bengal', account_country: 'India' });
    expect(messageOf(await createAccount(token, account(2)))).toBe(
      entities.account.messages.created,
    );
  });

  it('refuses a TAN of the wrong shape, and a GSTIN that does not carry the PAN', async () => {
    const { token } = await signedInUser();
    const { pan, gstin } = taxIdsFor(3);
    const other = taxIdsFor(4).pan;
    expect(
      expectFailure(await createAccount(token, account(3, { account_tan: 'CAL12345B' })), 400)
        .fields,
    ).toEqual({ account_tan: TAN_MESSAGE });
    expect(
      expectFailure(
        await createAccount(token, account(3, { account_pan: other, account_gst: gstin })),
        400,
      ).fields,
    ).toEqual({ account_gst: GSTIN_PAN_MESSAGE });
    expect(
      expectOk(
        await createAccount(
          token,
          account(3, { account_pan: pan, account_gst: gstin, account_tan: 'calm12345b' }),
        ),
      ).account_tan,
    ).toBe('CALM12345B');
  });

  it('names every field that is wrong in one refusal, and writes nothing', async () => {
    const { token } = await signedInUser();
    const { fields } = expectFailure(
      await createAccount(
        token,
        account(7, {
          account_pan: 'AAACM12345',
          account_gst: '19AAACM1234',
          account_tan: 'CAL12345B',
          email: 'billing at ocean line',
        }),
      ),
      400,
    );
    expect(fields).toEqual({
      account_pan: PAN_MESSAGE,
      account_gst: gstinMessage('format'),
      account_tan: TAN_MESSAGE,
      email: 'Email must be an e-mail address like accounts@example.in.',
    });
    expect(expectOk(await call(t.app, api.account.list, {}, token))).toEqual([]);
  });

  it('names a taken name beside the other problems of the same save', async () => {
    const { token } = await signedInUser();
    expectOk(await createAccount(token, account(8)));
    const { fields } = expectFailure(
      await createAccount(token, account(8, { account_countryid: 1234 })),
      400,
    );
    expect(fields).toEqual({
      accountname: entities.account.unique?.message,
      account_countryid: 'The chosen country does not exist.',
    });
  });

  it('says an account updated with the spec’s words, and refuses another’s name', async () => {
    const { token } = await signedInUser();
    const first = expectOk(await createAccount(token, account(5)));
    const second = expectOk(await createAccount(token, account(6)));
    const renamed = await call(
      t.app,
      api.account.update,
      { params: { accountid: first.accountid }, body: account(5, { account_city: 'Haldia' }) },
      token,
    );
    expect(messageOf(renamed)).toBe(entities.account.messages.updated);
    const clash = await call(
      t.app,
      api.account.update,
      { params: { accountid: second.accountid }, body: account(5) },
      token,
    );
    expect(expectFailure(clash, 409).message).toBe(entities.account.unique?.message);
  });
});
