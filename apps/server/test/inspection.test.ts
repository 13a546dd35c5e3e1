import {
  api,
  INSPECTION_MESSAGES,
  type InspectionRow,
  MOVEMENT_FIELD_MESSAGES,
} from '@quaybook/contract';
import { warningOfContainerNumber } from '@quaybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeHistory,
  containers,
  damageLines,
  inspections,
  movements,
  vcns,
} from '../src/db/schema';
import { PORTS } from '../src/db/seed/catalogue/ports';
import { containerNumber } from './cases/container.case';
import { call, endpointsOf, expectFailure, expectOk, messageOf, send, urlOf } from './support/call';
import { DOCKS } from './support/factories';
import { photoFile, useInspectionApp } from './support/inspectionWorld';
import { item, midnightInIndia, specCall } from './support/specClient';

const w = useInspectionApp();
const calls = api.inspection;
const app = () => w.context.app;

const historyOf = (entity: string, entityId: number) =>
  w.context.t.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.entity, entity), eq(changeHistory.entityId, entityId)))
    .orderBy(asc(changeHistory.id));

describe('POST /api/create_transaction and /api/add_transaction', () => {
  it('records a sound inspection from the multipart form, with names, audit and history', async () => {
    const world = await w.world();
    const reply = await w.formCall(calls.create, world.token, {
      transaction: world.transaction({ insptime: 945, hazstat: 'Y', cargowt: '12000' }),
      containerno: { containerNumber: world.container.number.toLowerCase() },
    });
    const row = expectOk(reply);
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.created);
    expect(row).toMatchObject({
      contnumber: world.container.number,
      containerId: world.container.id,
      applicantname: world.applicant.name,
      accountname: world.account.name,
      VesselName: world.vessel.name,
      VoyageName: world.voyage.name,
      MovementName: world.movement.name,
      LocationName: 'Kolkata',
      inspdate: '2026-11-20',
      insptime: '0945',
      hazstat: 'Y',
      cargowt: 12000,
      conditionid: 2,
      condition: 'Sound',
      typeid: 2,
      hasFiles: 0,
      created_by: world.user.id,
      cre_user: world.user.name,
      companyId: world.user.companyId,
    });
    const [created] = await historyOf('inspection', row.reportid);
    expect(created).toMatchObject({
      action: 'created',
      parentEntity: 'container',
      parentId: world.container.id,
      changedBy: world.user.id,
    });
    expect((created?.changes as Record<string, unknown>).seal).toEqual([null, 'SEAL01']);
  });

  it('records an inspection of a container whose number is a likely typo, saying so in every save’s answer', async () => {
    const world = await w.world();
    const right = containerNumber(990_101, 'TGHU');
    const typo = `${right.slice(0, 10)}${(Number(right[10]) + 1) % 10}`;
    const box = expectOk(
      await call(
        app(),
        api.container.create,
        { body: { contnumber: typo, contsize: 20, iso_code: '22G1' } },
        world.token,
      ),
    );
    const warning = warningOfContainerNumber(typo);
    expect(box.number_warning).toBe(warning);

    // The spec's client: multipart, transaction and containerno as JSON fields.
    const created = await w.formCall(calls.create, world.token, {
      transaction: world.transaction({ containerNumber: typo }),
      containerno: { containerNumber: typo },
    });
    expect((created.body as unknown[])[0]).toBe(1);
    expect(messageOf(created)).toBe(INSPECTION_MESSAGES.created);
    const row = expectOk(created);
    expect(row).toMatchObject({
      contnumber: typo,
      containerId: box.contid,
      number_warning: warning,
    });

    const added = expectOk(
      await call(
        app(),
        calls.add,
        {
          body: {
            transaction: world.transaction({ containerNumber: typo, inspdate: '2026-11-21' }),
          },
        },
        world.token,
      ),
    );
    expect(added.number_warning).toBe(warning);
    const edited = expectOk(
      await w.formCall(calls.edit, world.token, { transaction: editOf(row, { seal: 'SEAL02' }) }),
    );
    expect(edited.number_warning).toBe(warning);

    // A valid number's inspection says nothing of it.
    expect(
      expectOk(await w.formCall(calls.create, world.token, { transaction: world.transaction() }))
        .number_warning,
    ).toBeNull();
  });

  it('records a damaged inspection with its lines as JSON, working out each area itself', async () => {
    const world = await w.world();
    const line = await w.damageLine({ length: 0.1, breadth: 0.2, area: 5, quantity: undefined });
    const reply = await call(
      app(),
      calls.add,
      { body: { transaction: world.transaction({ conditionid: 1 }), damageData: [line] } },
      world.token,
    );
    const row = expectOk(reply);
    const [stored] = await w.context.t.db
      .select()
      .from(damageLines)
      .where(eq(damageLines.inspectionId, row.reportid));
    expect(stored).toMatchObject({ side: 'EXT', position: 2, area: '0.02', quantity: 1 });
    expect((await w.context.t.db.select().from(changeHistory)).map((h) => h.action).sort()).toEqual(
      ['created', 'damage-added'],
    );
  });

  it('refuses a damaged container without lines, and a sound one with lines', async () => {
    const world = await w.world();
    const before = await w.written();
    const damaged = expectFailure(
      await call(
        app(),
        calls.add,
        { body: { transaction: world.transaction({ conditionid: 1 }) } },
        world.token,
      ),
      400,
    );
    expect(damaged.message).toBe('Add at least one damage line for a damaged container.');
    const sound = expectFailure(
      await call(
        app(),
        calls.add,
        { body: { transaction: world.transaction(), damageData: [await w.damageLine()] } },
        world.token,
      ),
      400,
    );
    expect(sound.fields.damageData).toMatch(/sound container/i);
    expect(await w.written()).toEqual(before);
  });

  it('asks for the container to be added first when its number is not recorded', async () => {
    const world = await w.world();
    const before = await w.written();
    const unknown = containerNumber(990_001, 'TGHU');
    const refused = expectFailure(
      await w.formCall(calls.create, world.token, {
        transaction: world.transaction({ containerNumber: unknown }),
      }),
      400,
    );
    expect(refused.fields['transaction.containerNumber']).toBe(
      `Container ${unknown} is not recorded yet: add it with its ISO code first.`,
    );
    expect(await w.written()).toEqual(before);
  });

  it('records one of two same-day surveys of a container for one party, call and movement, sent at once, and the next day’s', async () => {
    const world = await w.world();
    const twice = () => w.formCall(calls.create, world.token, { transaction: world.transaction() });
    const answers = await Promise.all([twice(), twice()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const second = answers.find((answer) => answer.statusCode === 409);
    if (!second) throw new Error('Neither save was refused');
    const refused = expectFailure(second, 409);
    const message = INSPECTION_MESSAGES.alreadyInspectedOn(world.container.number, '20/11/2026');
    expect(refused.message).toBe(message);
    expect(refused.fields['transaction.containerNumber']).toBe(message);
    const ofContainer = () =>
      w.context.t.db
        .select({ id: inspections.id })
        .from(inspections)
        .where(eq(inspections.containerId, world.container.id));
    expect(await ofContainer()).toHaveLength(1);
    expectOk(
      await w.formCall(calls.create, world.token, {
        transaction: world.transaction({ inspdate: '2026-11-21' }),
      }),
    );
    expect(await ofContainer()).toHaveLength(2);
  });

  it('refuses a new inspection on the vessel and voyage of a call that has sailed, not of one still open', async () => {
    const world = await w.world();
    const [call] = await w.context.t.db
      .insert(vcns)
      .values({
        companyId: world.company.id,
        name: 'VCN-KOL-0412',
        vesselId: world.vessel.id,
        exportVoyageId: world.voyage.id,
        isSail: true,
        sailDate: '2026-11-19',
      })
      .returning();
    const before = await w.written();
    const refused = expectFailure(
      await w.formCall(calls.create, world.token, { transaction: world.transaction() }),
      400,
    );
    const message = INSPECTION_MESSAGES.callSailed('VCN-KOL-0412', '19/11/2026');
    expect(refused.fields['transaction.voyage']).toBe(message);
    expect(await w.written()).toEqual(before);

    // The office reopens the call: the same save is taken.
    if (!call) throw new Error('The call was not recorded');
    await w.context.t.db.update(vcns).set({ isSail: false }).where(eq(vcns.id, call.id));
    expectOk(await w.formCall(calls.create, world.token, { transaction: world.transaction() }));
  });

  it('refuses a malformed number, missing party, vessel and voyage, all at once', async () => {
    const world = await w.world();
    const before = await w.written();
    const refused = expectFailure(
      await w.formCall(calls.create, world.token, {
        transaction: world.transaction({
          containerNumber: 'ABC123',
          applicant: 0,
          vesselld: '',
          voyage: null as unknown as number,
        }),
      }),
      400,
    );
    expect(Object.keys(refused.fields).sort()).toEqual([
      'transaction.applicant',
      'transaction.containerNumber',
      'transaction.vesselld',
      'transaction.voyage',
    ]);
    // The spec's own words, as they are: no field name in front of them.
    expect(refused.fields['transaction.applicant']).toBe(INSPECTION_MESSAGES.selectParty);
    expect(refused.fields['transaction.vesselld']).toBe(INSPECTION_MESSAGES.selectVessel);
    expect(refused.fields['transaction.voyage']).toBe(INSPECTION_MESSAGES.selectVoyage);
    expect(await w.written()).toEqual(before);
  });

  it('refuses unknown ids and another company’s ids alike, naming each field', async () => {
    const world = await w.world();
    const other = await w.world();
    const before = await w.written();
    const refused = expectFailure(
      await w.formCall(calls.create, world.token, {
        transaction: world.transaction({
          applicant: other.applicant.id,
          account: other.account.id,
          vesselld: other.vessel.id,
          voyage: 9_999_999,
          movementId: other.movement.id,
          locationId: 9_999_999,
          loadport: 9_999_999,
          transporter: other.transporter.id,
          c_agentid: other.agent.id,
        }),
      }),
      400,
    );
    expect(refused.fields).toEqual({
      'transaction.applicant': 'The chosen applicant is not one of your company’s applicants.',
      'transaction.account': 'The chosen account is not one of your company’s accounts.',
      'transaction.vesselld': 'The chosen vessel is not one of your company’s vessels.',
      'transaction.voyage': 'The chosen voyage is not one of your company’s voyages.',
      'transaction.movementId': 'The chosen movement is not one of your company’s movements.',
      'transaction.locationId': 'The chosen location does not exist.',
      'transaction.loadport': 'The chosen port does not exist.',
      'transaction.transporter':
        'The chosen transporter is not one of your company’s transporters.',
      'transaction.c_agentid':
        'The chosen clearing agent is not one of your company’s clearing agents.',
    });
    // Another company's container of the same number is not this company's.
    const theirs = expectFailure(
      await w.formCall(calls.create, world.token, {
        transaction: world.transaction({ containerNumber: other.container.number }),
      }),
      400,
    );
    expect(theirs.fields['transaction.containerNumber']).toMatch(/not recorded yet/);
    expect(await w.written()).toEqual(before);
  });

  it('refuses garbage JSON in a form field, a non-photo, and an oversized file; nothing written', async () => {
    const world = await w.world();
    const before = await w.written();
    const garbage = expectFailure(
      await w.postForm(calls.create.path, world.token, { transaction: '{"applicant": 1,' }),
      400,
    );
    expect(garbage.message).toBe('The transaction field is not valid JSON.');
    const pdf = new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'], 'photo.jpg', {
      type: 'image/jpeg',
    });
    const notPhoto = expectFailure(
      await w.formCall(calls.create, world.token, { transaction: world.transaction() }, [
        await photoFile('door.jpg'),
        pdf,
      ]),
      400,
    );
    expect(notPhoto.message).toBe(INSPECTION_MESSAGES.notAPhoto('photo.jpg'));
    const huge = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    const tooLarge = expectFailure(
      await w.formCall(calls.create, world.token, { transaction: world.transaction() }, [huge]),
      413,
    );
    expect(tooLarge.message).toBe('huge.jpg is larger than 15 MB.');
    expect(await w.written()).toEqual(before);
  });

  it('needs a token for every inspection call', async () => {
    for (const endpoint of endpointsOf(calls)) {
      const reply = await send(app(), {
        method: endpoint.method,
        url: urlOf(endpoint, containerNumber(1)),
      });
      expect(reply.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });
});

describe('movement rules', () => {
  it('asks for each field the movement’s flags require, with its message', async () => {
    const world = await w.world();
    const [strict] = await w.context.t.db
      .insert(movements)
      .values({
        companyId: world.user.companyId,
        name: 'Export gate-in',
        needsGrossWeight: true,
        needsPorts: true,
        needsCfs: true,
        needsTransporter: true,
        needsBookingNo: true,
        needsTransportMode: true,
      })
      .returning();
    const before = await w.written();
    const refused = expectFailure(
      await call(
        app(),
        calls.add,
        { body: { transaction: world.transaction({ movementId: strict?.id }) } },
        world.token,
      ),
      400,
    );
    expect(refused.fields).toEqual({
      'transaction.cargowt': MOVEMENT_FIELD_MESSAGES.cargowt,
      'transaction.loadport': MOVEMENT_FIELD_MESSAGES.loadport,
      'transaction.destnport': MOVEMENT_FIELD_MESSAGES.destnport,
      'transaction.transport': MOVEMENT_FIELD_MESSAGES.transport,
      'transaction.cfsName': MOVEMENT_FIELD_MESSAGES.cfsName,
      'transaction.transporter': MOVEMENT_FIELD_MESSAGES.transporter,
      'transaction.bookingrelno': MOVEMENT_FIELD_MESSAGES.bookingrelno,
      'transaction.tranmode': MOVEMENT_FIELD_MESSAGES.tranmode,
    });
    expect(await w.written()).toEqual(before);
    const port = PORTS[0]?.[0] as number;
    const saved = expectOk(
      await call(
        app(),
        calls.add,
        {
          body: {
            transaction: world.transaction({
              movementId: strict?.id,
              cargowt: 0,
              loadport: port,
              destnport: port,
              transport: port,
              cfsName: DOCKS.haldia,
              transporter: world.transporter.id,
              bookingrelno: 'BK-1',
              tranmode: 'T',
            }),
          },
        },
        world.token,
      ),
    );
    expect(saved).toMatchObject({
      cargowt: 0,
      tranmode: 'T',
      transporterNM: world.transporter.name,
    });
  });

  it('sends a road-only movement (25) by road with no CFS, whatever was typed', async () => {
    const world = await w.world();
    const [road] = await w.context.t.db
      .insert(movements)
      .values({
        id: 25,
        companyId: world.user.companyId,
        name: 'Road delivery',
        needsCfs: true,
        needsTransportMode: true,
        roadOnly: true,
      })
      .onConflictDoNothing()
      .returning();
    const movementId = road?.id ?? 25;
    const saved = expectOk(
      await call(
        app(),
        calls.add,
        {
          body: {
            transaction: world.transaction({ movementId, tranmode: 'T', cfsName: DOCKS.haldia }),
          },
        },
        world.token,
      ),
    );
    expect(saved).toMatchObject({ tranmode: 'R', cfsID: null, cfsName: null });
  });
});

/** The entry row's look-up of the world's container. */
async function detailsOf(world: { container: { number: string }; token: string }) {
  return expectOk(
    await call(
      app(),
      calls.containerDetails,
      { query: { containerno: world.container.number } },
      world.token,
    ),
  );
}

describe('GET /api/getContainerDetails and PUT /api/update_container_iso', () => {
  it('answers status 2 for a malformed number, and a message for an unknown one', async () => {
    const world = await w.world();
    const malformed = await call(
      app(),
      calls.containerDetails,
      { query: { containerno: 'MSCU12' } },
      world.token,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toEqual([
      2,
      INSPECTION_MESSAGES.invalidContainer,
      { containerno: 'Container number must be 4 letters followed by 7 digits.' },
    ]);
    const unknown = await call(
      app(),
      calls.containerDetails,
      { query: { containerno: containerNumber(990_002, 'TGHU') } },
      world.token,
    );
    expect(expectOk(unknown)).toBeNull();
    expect(messageOf(unknown)).toBe(INSPECTION_MESSAGES.detailsNotFound);
  });

  it('fills the entry row from the container and its last inspection, with its link party', async () => {
    const world = await w.world();
    const first = await world.record({ inspdate: '2026-11-01' });
    expectOk(
      await call(
        app(),
        calls.add,
        {
          body: {
            transaction: world.transaction({
              inspdate: '2026-11-21',
              note: 'latest',
              locationId: DOCKS.haldia,
            }),
          },
        },
        world.token,
      ),
    );
    const details = await detailsOf(world);
    expect(details).toMatchObject({
      containerId: world.container.id,
      iso_code: '22G1',
      PartyLinkId: world.party.id,
      applicant: world.applicant.id,
      vesselld: world.vessel.id,
      inspectionplace: DOCKS.haldia,
      note: 'latest',
      lastInspection: { inspdate: '2026-11-21', conditionid: 2 },
    });
    expect(details?.lastInspection?.reportid).not.toBe(first.reportid);
  });

  it('corrects the ISO code, size and type from the ISO list, with history', async () => {
    const world = await w.world();
    const body = {
      contid: world.container.id,
      contnumber: world.container.number,
      iso_code: '45g1',
    };
    const reply = await w.formCall(calls.updateContainerIso, world.token, { container: body });
    expect(expectOk(reply)).toMatchObject({ iso_code: '45G1', contsize: 40 });
    const [stored] = await w.context.t.db
      .select()
      .from(containers)
      .where(eq(containers.id, world.container.id));
    expect(stored).toMatchObject({ isoCode: '45G1', size: 40, typeCode: 'HC' });
    const [history] = await historyOf('container', world.container.id);
    expect(history).toMatchObject({ action: 'iso-corrected' });
    expect((history?.changes as Record<string, unknown>).iso_code).toEqual(['22G1', '45G1']);
    const unknownIso = expectFailure(
      await w.formCall(calls.updateContainerIso, world.token, {
        container: { ...body, iso_code: 'ZZZZ' },
      }),
      400,
    );
    expect(unknownIso.fields.iso_code).toBe('ISO code ZZZZ is not in the ISO code list.');
    const other = await w.world();
    expect(
      (await w.formCall(calls.updateContainerIso, other.token, { container: body })).statusCode,
    ).toBe(404);
  });

  it('refuses an ISO correction from a container version changed since, writing nothing', async () => {
    const world = await w.world();
    const opened = (await detailsOf(world))?.version as number;
    const body = { contid: world.container.id, contnumber: world.container.number };
    const first = await w.formCall(calls.updateContainerIso, world.token, {
      container: { ...body, iso_code: '45G1', version: opened },
    });
    expect(expectOk(first)).toMatchObject({ iso_code: '45G1', version: opened + 1 });
    const before = await w.written();
    const refused = expectFailure(
      await w.formCall(calls.updateContainerIso, world.token, {
        container: { ...body, iso_code: '22G1', version: opened },
      }),
      409,
    );
    expect(refused.message).toMatch(/^This record was changed by .+ after you opened it\.$/);
    expect(refused.fields).toMatchObject({
      current: { iso_code: '45G1', contsize: 40, version: opened + 1 },
    });
    expect(await w.written()).toEqual(before);
    // Without a version, as the spec's client sends it, the correction is made as before.
    const unchecked = await w.formCall(calls.updateContainerIso, world.token, {
      container: { ...body, iso_code: '22G1' },
    });
    expect(expectOk(unchecked)).toMatchObject({ iso_code: '22G1', version: opened + 2 });
  });
});

/** The edit form's record of a listed inspection, with changes. */
const editOf = (row: InspectionRow, changes: Record<string, unknown> = {}) => ({
  reportid: row.reportid,
  containerNumber: row.contnumber,
  applicant: row.applicant,
  account: row.account,
  vesselld: row.vesselld,
  voyage: row.voyage,
  movementId: row.movementId,
  locationId: row.inspectionplace,
  inspdate: row.inspdate,
  insptime: row.insptime,
  conditionid: row.conditionid,
  seal: row.seal,
  isotarewt: 2250,
  isogrosswt: 32500,
  cargowt: 0,
  manufacture: '2021',
  ...changes,
});

describe('POST /api/edit_transaction and /api/delete_transaction', () => {
  async function recorded() {
    const world = await w.world();
    const row = await world.record();
    return { world, row };
  }

  it('changes the inspection and its container’s weights together, with history of both', async () => {
    const { world, row } = await recorded();
    const reply = await w.formCall(calls.edit, world.token, {
      transaction: editOf(row, { seal: 'SEAL99', typeid: 1, joborderno: 'JO-7' }),
    });
    const edited = expectOk(reply);
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.updated);
    expect(edited).toMatchObject({
      seal: 'SEAL99',
      typeid: 1,
      joborderno: 'JO-7',
      isotarewt: 2250,
      isogrosswt: 32500,
      manufacture: '2021',
      ModifiedBy: world.user.id,
      modi_user: world.user.name,
    });
    const [, updated] = await historyOf('inspection', row.reportid);
    expect(updated?.action).toBe('updated');
    expect(updated?.changes).toEqual({
      seal: ['SEAL01', 'SEAL99'],
      typeid: [2, 1],
      joborderno: [null, 'JO-7'],
      cargowt: [null, 0],
    });
    const [box] = await historyOf('container', world.container.id);
    expect(box?.changes).toEqual({
      isotarewt: [2200, 2250],
      isogrosswt: [30480, 32500],
      manufacture: [null, '2021'],
    });
  });

  it('refuses a second edit from the version both opened, keeping the first one’s seal', async () => {
    const { world, row } = await recorded();
    expect(row.version).toBe(1);
    const first = await w.formCall(calls.edit, world.token, {
      transaction: editOf(row, { seal: 'SEAL-TAB-A', version: 1 }),
    });
    expect(expectOk(first)).toMatchObject({ seal: 'SEAL-TAB-A', version: 2 });
    const before = await w.written();
    const second = await w.formCall(calls.edit, world.token, {
      transaction: editOf(row, { note: 'Door gasket torn', version: 1 }),
    });
    const refused = expectFailure(second, 409);
    expect(refused.message).toMatch(
      new RegExp(`^This record was changed by ${world.user.name} at .+ after you opened it\\.$`),
    );
    expect(refused.fields).toMatchObject({
      current: { reportid: row.reportid, seal: 'SEAL-TAB-A', note: null, version: 2 },
    });
    expect(await w.written()).toEqual(before);
    // Without a version, as the spec's client sends it, the edit is saved as before.
    const unchecked = await w.formCall(calls.edit, world.token, {
      transaction: editOf(row, { seal: 'SEAL-TAB-A', note: 'Door gasket torn' }),
    });
    expect(expectOk(unchecked)).toMatchObject({ note: 'Door gasket torn', version: 3 });
  });

  it('requires the edit form’s weights and refuses another company’s inspection', async () => {
    const { world, row } = await recorded();
    const missing = expectFailure(
      await w.formCall(calls.edit, world.token, { transaction: editOf(row, { isotarewt: '' }) }),
      400,
    );
    expect(missing.fields.isotarewt).toBe('Tare weight is required.');
    const other = await w.world();
    const before = await w.written();
    const theirs = await w.formCall(calls.edit, other.token, {
      transaction: editOf(row, {
        applicant: other.applicant.id,
        account: other.account.id,
        vesselld: other.vessel.id,
        voyage: other.voyage.id,
        movementId: other.movement.id,
        containerNumber: other.container.number,
      }),
    });
    expect(expectFailure(theirs, 404).message).toBe(INSPECTION_MESSAGES.inspectionNotFound);
    expect(await w.written()).toEqual(before);
  });

  it('deletes with its lines, keeping a deleted row with the whole record', async () => {
    const world = await w.world();
    const row = await world.record({ conditionid: 1 }, [await w.damageLine()]);
    const reply = await w.formCall(calls.remove, world.token, {
      transaction: { reportid: row.reportid },
    });
    expect(expectOk(reply)).toEqual({ reportid: row.reportid });
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.deleted);
    expect(await w.countOf(inspections)).toBe(0);
    expect(await w.countOf(damageLines)).toBe(0);
    const deleted = (await historyOf('inspection', row.reportid)).at(-1);
    expect(deleted?.action).toBe('deleted');
    const whole = deleted?.changes as Record<string, [unknown, unknown]>;
    expect(whole.contnumber).toEqual([world.container.number, null]);
    expect(whole.VesselName).toEqual([world.vessel.name, null]);
    expect((whole.damages?.[0] as unknown[]).length).toBe(1);
    const again = await w.formCall(calls.remove, world.token, {
      transaction: { reportid: row.reportid },
    });
    expect(expectFailure(again, 404).message).toBe(INSPECTION_MESSAGES.inspectionNotFound);
  });
});

describe('the lock of an inspection on a survey report or a bill', () => {
  it('refuses edit, delete, damage and photo changes with 409, writing nothing', async () => {
    const world = await w.world();
    const row = await world.record({ conditionid: 1 }, [await w.damageLine()]);
    const [line] = await w.context.t.db.select().from(damageLines);
    await w.fileOn(row.reportid, { reportNo: 'SR/2026/0042' });
    const onReport = `Container ${world.container.number} is on survey report SR/2026/0042; clear it from the report first.`;
    const before = await w.written();
    const attempts = [
      w.formCall(calls.edit, world.token, { transaction: editOf(row, { seal: 'NEW' }) }),
      w.formCall(calls.remove, world.token, { transaction: { reportid: row.reportid } }),
      w.formCall(calls.saveDamage, world.token, {
        transaction: { reportid: row.reportid },
        damageData: [await w.damageLine()],
      }),
      w.formCall(calls.deleteDamage, world.token, { damageData: [{ autoid: line?.id }] }),
      w.formCall(calls.addPhotos, world.token, { transaction: { reportid: row.reportid } }, [
        await photoFile('door.jpg'),
      ]),
    ];
    for (const attempt of attempts)
      expect(expectFailure(await attempt, 409).message).toBe(onReport);
    await w.fileOn(row.reportid, { reportNo: 'SR/2026/0043', billNo: 'B-77' });
    const billed = await w.formCall(calls.remove, world.token, {
      transaction: { reportid: row.reportid },
    });
    expect(expectFailure(billed, 409).message).toBe(
      `Container ${world.container.number} is billed on bill B-77; it cannot be changed.`,
    );
    expect(await w.written()).toEqual(before);
  });
});

describe('A client written from the spec alone records, edits and looks up inspections', () => {
  type World = Awaited<ReturnType<typeof w.world>>;

  /**
   * The create payload as the spec's client writes it (002 §3): ids and the names beside them,
   * blanks as the inputs hold them, the date as a browser in India sends it and the transporter
   * by its code.
   */
  const specTransaction = (world: World, overrides: Record<string, unknown> = {}) => ({
    containerId: world.container.id,
    containerNumber: world.container.number,
    applicant: world.applicant.id,
    account: world.account.id,
    vesselld: world.vessel.id,
    voyage: world.voyage.id,
    movementId: world.movement.id,
    locationId: DOCKS.kolkata,
    tolocation: 0,
    cfsName: 0,
    seal: 'SEAL7',
    inspdate: midnightInIndia('2026-11-20'),
    insptime: '1030',
    conditionid: 2,
    inspectionplace: DOCKS.kolkata,
    condition: 'Sound',
    note: '',
    cargowt: '',
    hazstat: 'N',
    loadport: 0,
    loadPortName: '',
    destnport: 0,
    destnPortName: '',
    transport: 0,
    transportName: '',
    transporter: world.transporter.code.toLowerCase(),
    tranmode: '',
    bookingrelno: '',
    ...overrides,
  });

  const recorded = (world: World) =>
    w.context.t.db
      .select()
      .from(inspections)
      .where(eq(inspections.containerId, world.container.id))
      .orderBy(asc(inspections.id));

  it('records a damaged inspection from the multipart form, its transporter by code, its date as sent', async () => {
    const world = await w.world();
    const photo = await photoFile('dent.jpg');
    const reply = await specCall(app(), world.token, {
      method: 'POST',
      path: '/create_transaction',
      form: {
        transaction: { json: specTransaction(world, { conditionid: 1, condition: 'Damage' }) },
        files: { file: Buffer.from(await photo.arrayBuffer()), name: photo.name, type: photo.type },
        damageData: { json: [{ ...(await w.damageLine({ Image: 0 })), damlocationid: 'EXT' }] },
        containerno: { json: { containerNumber: world.container.number } },
      },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.created);
    expect(item(reply, 2)).toMatchObject({
      contnumber: world.container.number,
      inspdate: '2026-11-20',
      conditionid: 1,
      transporter: world.transporter.id,
      transporterNM: world.transporter.name,
      hasFiles: 1,
    });
  });

  it('adds an inspection from a JSON body, flat or wrapped, and refuses an unknown transporter code by name', async () => {
    const world = await w.world();
    const add = (json: unknown) =>
      specCall(app(), world.token, { method: 'POST', path: '/add_transaction', json });
    const flat = await add(specTransaction(world));
    expect(item(flat, 0), JSON.stringify(flat.body)).toBe(1);
    expect(item(flat, 1)).toBe(INSPECTION_MESSAGES.created);
    const wrapped = await add({ transaction: specTransaction(world, { inspdate: '2026-11-21' }) });
    expect(item(wrapped, 0), JSON.stringify(wrapped.body)).toBe(1);
    expect((await recorded(world)).map((row) => [row.inspectionDate, row.transporterId])).toEqual([
      ['2026-11-20', world.transporter.id],
      ['2026-11-21', world.transporter.id],
    ]);

    const before = await w.written();
    for (const json of [
      specTransaction(world, { transporter: 'ZZZ999' }),
      { transaction: specTransaction(world, { transporter: 'ZZZ999' }) },
    ]) {
      const refused = expectFailure(await add(json), 400);
      expect(refused.message).toBe(INSPECTION_MESSAGES.unknownTransporter('ZZZ999'));
      expect(refused.fields).toEqual({
        'transaction.transporter': INSPECTION_MESSAGES.unknownTransporter('ZZZ999'),
      });
    }
    // Another company's code is as unknown as one nobody holds.
    const other = await w.world();
    const theirs = expectFailure(
      await add(specTransaction(world, { transporter: other.transporter.code })),
      400,
    );
    expect(theirs.message).toBe(INSPECTION_MESSAGES.unknownTransporter(other.transporter.code));
    expect(await w.written()).toEqual(before);
  });

  it('edits an inspection from the multipart transaction field, its transporter by code', async () => {
    const world = await w.world();
    const row = await world.record();
    const reply = await specCall(app(), world.token, {
      method: 'POST',
      path: '/edit_transaction',
      form: {
        transaction: {
          json: {
            ...specTransaction(world, { inspdate: midnightInIndia('2026-11-22'), seal: 'SEAL8' }),
            reportid: row.reportid,
            isotarewt: '2250',
            isogrosswt: '32500',
            manufacture: '2021',
            cargowt: '0',
            typeid: 2,
          },
        },
      },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.updated);
    expect(item(reply, 2)).toMatchObject({
      reportid: row.reportid,
      inspdate: '2026-11-22',
      seal: 'SEAL8',
      transporter: world.transporter.id,
    });
    const refused = await specCall(app(), world.token, {
      method: 'POST',
      path: '/edit_transaction',
      form: {
        transaction: {
          json: { ...editOf(row), transporter: 'NOSUCH1' },
        },
      },
    });
    expect(expectFailure(refused, 400).fields.transporter).toBe(
      INSPECTION_MESSAGES.unknownTransporter('NOSUCH1'),
    );
  });

  it('looks up a container’s details: status 1 with them, 2 for a malformed number, a message for an unknown one', async () => {
    const world = await w.world();
    await world.record({ locationId: DOCKS.haldia });
    const details = (containerno: string) =>
      specCall(app(), world.token, {
        method: 'GET',
        path: '/getContainerDetails',
        query: { containerno },
      });
    const found = await details(world.container.number.toLowerCase());
    expect(item(found, 0)).toBe(1);
    expect(item(found, 2)).toMatchObject({
      containerId: world.container.id,
      iso_code: '22G1',
      PartyLinkId: world.party.id,
      inspectionplace: DOCKS.haldia,
    });
    const malformed = await details('MSCU12');
    expect([item(malformed, 0), item(malformed, 1)]).toEqual([
      2,
      INSPECTION_MESSAGES.invalidContainer,
    ]);
    const unknown = await details(containerNumber(990_003, 'TGHU'));
    expect([item(unknown, 0), item(unknown, 1), item(unknown, 2)]).toEqual([
      1,
      INSPECTION_MESSAGES.detailsNotFound,
      null,
    ]);
  });

  it('corrects a container’s ISO code from the multipart container field', async () => {
    const world = await w.world();
    const reply = await specCall(app(), world.token, {
      method: 'PUT',
      path: '/update_container_iso',
      form: {
        container: {
          json: {
            contid: world.container.id,
            contnumber: world.container.number,
            contsize: 20,
            conttype: 'GP',
            TypeText: "20' General Purpose",
            iso_code: '45G1',
          },
        },
      },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.updated);
    expect(item(reply, 2)).toMatchObject({ iso_code: '45G1', contsize: 40 });
  });
});
