import { api, entities, Role } from '@quaybook/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory } from '../src/db/schema';
import { call, expectFailure, expectOk } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const made = factories(t);

/** Every history row of an entity, oldest first, as the audit log reads them. */
const historyOf = async (entity: string) =>
  (
    await t.db
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.entity, entity))
      .orderBy(asc(changeHistory.id))
  ).map(({ entityId, action, changes, changedBy, companyId }) => ({
    entityId,
    action,
    changes,
    changedBy,
    companyId,
  }));

const vesselBody = { Name: 'MSC RUBY', Description: 'Feeder', txtColsign: '3FRU7' };

describe('master data records its history', () => {
  it('records a vessel’s create, each real update and nothing for an update that changed nothing', async () => {
    const { user, token } = await made.signedInUser('admin');
    const created = expectOk(await call(t.app, api.vessel.create, { body: vesselBody }, token));
    const id = created.Vesselid;
    const renamed = { ...vesselBody, Name: 'MSC RUBY II' };
    expectOk(
      await call(t.app, api.vessel.update, { params: { Vesselid: id }, body: renamed }, token),
    );
    expectOk(
      await call(t.app, api.vessel.update, { params: { Vesselid: id }, body: renamed }, token),
    );

    const who = { entityId: id, changedBy: user.id, companyId: user.companyId };
    expect(await historyOf('vessel')).toEqual([
      {
        ...who,
        action: 'created',
        // The row by its wire names, without the audit columns and their users' names.
        changes: {
          Vesselid: [null, id],
          Name: [null, 'MSC RUBY'],
          Description: [null, 'Feeder'],
          txtColsign: [null, '3FRU7'],
          userid: [null, user.id],
          companyid: [null, user.companyId],
          isDeleted: [null, 0],
        },
      },
      { ...who, action: 'updated', changes: { Name: ['MSC RUBY', 'MSC RUBY II'] } },
    ]);
  });

  it('records nothing for a refused create or update', async () => {
    const { token } = await made.signedInUser('admin');
    const first = expectOk(await call(t.app, api.vessel.create, { body: vesselBody }, token));
    const other = expectOk(
      await call(t.app, api.vessel.create, { body: { ...vesselBody, Name: 'MAERSK' } }, token),
    );
    const before = await historyOf('vessel');
    expectFailure(await call(t.app, api.vessel.create, { body: vesselBody }, token), 409);
    expectFailure(
      await call(
        t.app,
        api.vessel.update,
        { params: { Vesselid: other.Vesselid }, body: { ...vesselBody, Description: 'taken' } },
        token,
      ),
      409,
    );
    expectFailure(
      await call(
        t.app,
        api.vessel.update,
        { params: { Vesselid: first.Vesselid }, body: { ...vesselBody, Name: ' ' } },
        token,
      ),
      400,
    );
    expect(await historyOf('vessel')).toEqual(before);
  });

  it('records a deleted party rate whole, and nothing for another company’s', async () => {
    const { user, token } = await made.signedInUser('admin');
    const { applicant, account } = await made.createParty(user);
    const movement = await made.createMovement(user);
    const body = {
      applicantid: applicant.id,
      accountid: account.id,
      movementid: movement.id,
      size: 20,
      rate: 1500.5,
    };
    const rate = expectOk(await call(t.app, api.partyRate.create, { body }, token));
    const stranger = await made.signedInUser('admin');
    expectFailure(
      await call(t.app, api.partyRate.remove, { params: { id: rate.id } }, stranger.token),
      404,
    );
    expectOk(await call(t.app, api.partyRate.remove, { params: { id: rate.id } }, token));

    const history = await historyOf('partyRate');
    expect(history.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(history[1]?.changes).toMatchObject({
      id: [rate.id, null],
      applicantid: [applicant.id, null],
      size: [20, null],
      rate: [150_050, null],
    });
    expect(Object.keys(history[1]?.changes as object)).not.toContain('created_by');
  });

  it('files the damage code list apart from inspections’ damage lines', async () => {
    const { token } = await made.signedInUser('group');
    const code = { description: 'Scraped through', shortName: 'QX' };
    expectOk(await call(t.app, entities.damage.endpoints.create, { body: code }, token));
    expect((await historyOf('damageCode')).map((row) => row.action)).toEqual(['created']);
    expect(await historyOf('damage')).toEqual([]);
  });

  it('records users without their passwords, and a password set as that alone', async () => {
    const { user: admin, token } = await made.signedInUser('admin');
    const body = {
      username: 'tapas.mondal',
      name: 'Tapas Mondal',
      roleid: Role.user,
      companyid: admin.companyId,
      password: 'dock-gate-7-secret',
    };
    const added = expectOk(await call(t.app, api.users.create, { body }, token));
    const { userid } = added;
    expectOk(
      await call(
        t.app,
        api.users.update,
        {
          params: { userid },
          body: { name: 'Tapas K. Mondal', roleid: Role.user, companyid: admin.companyId },
        },
        token,
      ),
    );
    expectOk(
      await call(
        t.app,
        api.users.resetPassword,
        { params: { userid }, body: { newpassword: 'another-long-secret' } },
        token,
      ),
    );
    const history = await historyOf('users');
    expect(history.map((row) => [row.action, row.changes])).toEqual([
      [
        'created',
        {
          userid: [null, userid],
          username: [null, 'tapas.mondal'],
          name: [null, 'Tapas Mondal'],
          roleid: [null, Role.user],
          role: [null, added.role],
          group_admin: [null, 0],
          companyid: [null, admin.companyId],
          companyname: [null, added.companyname],
          email: [null, null],
          is_active: [null, 1],
        },
      ],
      ['updated', { name: ['Tapas Mondal', 'Tapas K. Mondal'] }],
      ['password-set', {}],
    ]);
    expect(JSON.stringify(history)).not.toMatch(/argon|secret/);
  });

  it('records a company’s changed fields', async () => {
    const { company, token } = await made.signedInUser('admin');
    const [row] = expectOk(await call(t.app, api.company.list, {}, token)).filter(
      (c) => c.companyid === company.id,
    );
    if (!row) throw new Error('the company is not listed');
    const body = {
      companyname: row.companyname,
      company_address: '12 Strand Road',
      company_city: row.company_city,
      company_stateid: row.company_stateid ?? 0,
      company_countryid: row.company_countryid,
      company_pan: row.company_pan,
      company_gst: row.company_gst,
      company_tan: row.company_tan,
    };
    expectOk(
      await call(t.app, api.company.update, { params: { companyid: company.id }, body }, token),
    );
    expect(await historyOf('company')).toEqual([
      expect.objectContaining({
        entityId: company.id,
        action: 'updated',
        changes: { company_address: [row.company_address, '12 Strand Road'] },
      }),
    ]);
  });

  it('records a shared list’s change in every company’s history, by whoever made it', async () => {
    const group = await made.signedInUser('group');
    const others = [await made.createCompany(), await made.createCompany()];
    const body = { name: 'Sagar', PortCode: 'INSGR' };
    const port = expectOk(await call(t.app, api.port.create, { body }, group.token));
    const history = await historyOf('port');
    expect(history.map((row) => row.companyId).sort()).toEqual(
      [group.company.id, ...others.map((company) => company.id)].sort(),
    );
    for (const row of history)
      expect(row).toMatchObject({
        entityId: port.portid,
        action: 'created',
        changedBy: group.user.id,
        changes: expect.objectContaining({ PortCode: [null, 'INSGR'] }),
      });
  });

  it('records the group administrator’s change of a company’s user or record in that company’s history and their own', async () => {
    const group = await made.signedInUser('group');
    const other = await made.createCompany();
    const member = await made.createUser({ companyId: other.id });
    const moved = await made.createCompany();
    const body = { name: member.name, roleid: Role.user, companyid: moved.id };
    expectOk(
      await call(t.app, api.users.update, { params: { userid: member.id }, body }, group.token),
    );
    expect((await historyOf('users')).map((row) => row.companyId).sort()).toEqual(
      [group.company.id, other.id, moved.id].sort(),
    );
    const company = { companyname: other.name, company_stateid: 21 };
    expectOk(
      await call(
        t.app,
        api.company.update,
        { params: { companyid: other.id }, body: company },
        group.token,
      ),
    );
    expect((await historyOf('company')).map((row) => row.companyId).sort()).toEqual(
      [group.company.id, other.id].sort(),
    );
  });
});
