import { api, entities, SHORT_NAME_TAKEN } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createParty, signedInUser } = factories(t);

const NOT_YOUR_APPLICANT = 'The chosen applicant is not one of your company’s applicants.';
const NOT_YOUR_ACCOUNT = 'The chosen account is not one of your company’s accounts.';

async function callerWithParty() {
  const caller = await signedInUser();
  const { applicant, account } = await createParty(caller.user, {
    applicant: 'Seahorse Ship Agency',
    account: 'Maersk Line',
  });
  return { ...caller, applicant, account };
}

describe('link parties', () => {
  it('answers the applicant’s and account’s names with every party', async () => {
    const { token, applicant, account } = await callerWithParty();
    const created = await call(
      t.app,
      api.linkParty.create,
      { body: { short_name: 'SSA-MSK', applicantId: applicant.id, accountId: account.id } },
      token,
    );
    expect(messageOf(created)).toBe(entities.linkParty.messages.created);
    expect(expectOk(created)).toMatchObject({
      applicantname: 'Seahorse Ship Agency',
      accountname: 'Maersk Line',
    });
    const [listed] = expectOk(await call(t.app, api.linkParty.list, {}, token));
    expect(listed).toMatchObject({
      short_name: 'SSA-MSK',
      applicantId: applicant.id,
      accountId: account.id,
      applicantname: 'Seahorse Ship Agency',
      accountname: 'Maersk Line',
    });
  });

  it('refuses another company’s applicant or account, clearly, and writes nothing', async () => {
    const mine = await callerWithParty();
    const theirs = await callerWithParty();
    const withTheirApplicant = await call(
      t.app,
      api.linkParty.create,
      { body: { short_name: 'X1', applicantId: theirs.applicant.id, accountId: mine.account.id } },
      mine.token,
    );
    const refused = expectFailure(withTheirApplicant, 400);
    expect(refused.message).toBe(NOT_YOUR_APPLICANT);
    expect(refused.fields).toEqual({ applicantId: NOT_YOUR_APPLICANT });
    const both = expectFailure(
      await call(
        t.app,
        api.linkParty.create,
        {
          body: {
            short_name: 'X2',
            applicantId: theirs.applicant.id,
            accountId: theirs.account.id,
          },
        },
        mine.token,
      ),
      400,
    );
    expect(both.fields).toEqual({ applicantId: NOT_YOUR_APPLICANT, accountId: NOT_YOUR_ACCOUNT });
    expect(expectOk(await call(t.app, api.linkParty.list, {}, mine.token))).toEqual([]);
  });

  it('refuses moving a party onto another company’s account, and keeps it as it was', async () => {
    const mine = await callerWithParty();
    const theirs = await callerWithParty();
    const party = expectOk(
      await call(
        t.app,
        api.linkParty.create,
        { body: { short_name: 'SSA', applicantId: mine.applicant.id, accountId: mine.account.id } },
        mine.token,
      ),
    );
    const moved = await call(
      t.app,
      api.linkParty.update,
      {
        params: { autoid: party.autoid },
        body: { short_name: 'SSA', applicantId: mine.applicant.id, accountId: theirs.account.id },
      },
      mine.token,
    );
    expect(expectFailure(moved, 400).message).toBe(NOT_YOUR_ACCOUNT);
    const [kept] = expectOk(await call(t.app, api.linkParty.list, {}, mine.token));
    expect(kept).toEqual(party);
  });

  it('keeps short names unique ignoring case, but lets a party keep its own', async () => {
    const { token, applicant, account } = await callerWithParty();
    const body = (short_name: string) => ({
      short_name,
      applicantId: applicant.id,
      accountId: account.id,
    });
    const first = expectOk(await call(t.app, api.linkParty.create, { body: body('HFC') }, token));
    const second = expectOk(
      await call(t.app, api.linkParty.create, { body: body('HFC-2') }, token),
    );
    const own = await call(
      t.app,
      api.linkParty.update,
      { params: { autoid: first.autoid }, body: body('hfc') },
      token,
    );
    expect(messageOf(own)).toBe('Link Party Updated Successfully!');
    expect(expectOk(own).short_name).toBe('hfc');
    const clash = await call(
      t.app,
      api.linkParty.update,
      { params: { autoid: second.autoid }, body: body('HFC') },
      token,
    );
    const { message, fields } = expectFailure(clash, 409);
    expect(message).toBe(SHORT_NAME_TAKEN);
    expect(fields).toEqual({ short_name: SHORT_NAME_TAKEN });
  });

  it('shows an applicant’s new name on its parties', async () => {
    const { token, applicant, account } = await callerWithParty();
    expectOk(
      await call(
        t.app,
        api.linkParty.create,
        { body: { short_name: 'SSA', applicantId: applicant.id, accountId: account.id } },
        token,
      ),
    );
    expectOk(
      await call(
        t.app,
        api.applicant.update,
        { params: { applicantid: applicant.id }, body: { applicantname: 'Seahorse Shipping' } },
        token,
      ),
    );
    const [listed] = expectOk(await call(t.app, api.linkParty.list, {}, token));
    expect(listed?.applicantname).toBe('Seahorse Shipping');
  });
});

describe('a link party’s EDI settings', () => {
  it('keeps them when a client leaves them out, clears them when blank, upper-cases codes', async () => {
    const { token, applicant, account } = await callerWithParty();
    const base = { short_name: 'SSA-MSC', applicantId: applicant.id, accountId: account.id };
    const created = expectOk(
      await call(
        t.app,
        api.linkParty.create,
        {
          body: {
            ...base,
            edisenderid: 'quaybook',
            edirecipientid: 'mscu',
            carriercode: 'msc',
            reportemail: 'EDI@msc.com',
          },
        },
        token,
      ),
    );
    expect(created).toMatchObject({
      edisenderid: 'QUAYBOOK',
      edirecipientid: 'MSCU',
      carriercode: 'MSC',
      reportemail: 'EDI@msc.com',
    });
    const older = expectOk(
      await call(
        t.app,
        api.linkParty.update,
        { params: { autoid: created.autoid }, body: base },
        token,
      ),
    );
    expect(older).toMatchObject({ edisenderid: 'QUAYBOOK', carriercode: 'MSC' });
    const cleared = expectOk(
      await call(
        t.app,
        api.linkParty.update,
        {
          params: { autoid: created.autoid },
          body: { ...base, carriercode: '', reportemail: null },
        },
        token,
      ),
    );
    expect(cleared).toMatchObject({
      edisenderid: 'QUAYBOOK',
      carriercode: null,
      reportemail: null,
    });
  });
});
