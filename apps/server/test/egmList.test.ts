import { api, CUSTOMS_MESSAGES, type CustomsListFilter, type EgmListRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { terminalEgmLines } from '../src/db/schema';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { useCustomsUploadApp } from './support/customsUploadWorld';
import { DOCKS } from './support/factories';
import { item, specCall } from './support/specClient';
import { boxNumber } from './support/uploadWorld';

const u = useCustomsUploadApp();

const list = (token: string | undefined, transaction: Partial<CustomsListFilter>) =>
  call(u.context.app, api.egm.uploadedList, { body: transaction }, token);

/**
 * A company whose call loaded containers 1 and 2 for export, with terminal EGM lines of 2, 1 and
 * 3 (3 loaded on no call of the party), and another company's line of container 1.
 */
async function egmWorld() {
  const w = await u.world();
  await u.exportCall(w, [1, 2]);
  const line = (companyId: number, serial: number, sbNo: string) => ({
    companyId,
    containerNo: boxNumber(serial),
    sbNo,
    sbDate: '2026-11-18',
  });
  const stranger = await u.world();
  const ids = await u.context.t.db
    .insert(terminalEgmLines)
    .values([
      line(w.user.companyId, 2, '222'),
      line(w.user.companyId, 1, '111'),
      line(w.user.companyId, 3, '333'),
      line(stranger.user.companyId, 1, '999'),
    ])
    .returning({ id: terminalEgmLines.id });
  const call = {
    applicantID: w.applicant.id,
    accountID: w.account.id,
    vesselID: w.vessel.id,
    VoyId: w.voyage.id,
  };
  return { ...w, stranger, call, ids: ids.map((row) => row.id) };
}

describe('POST /api/egm_uploadedlist', () => {
  it('lists the lines of the party’s loaded export containers, by container', async () => {
    const w = await egmWorld();
    const reply = await list(w.token, { ...w.call, partyName: 'Seahorse', vesselname: 'X' });
    expect(messageOf(reply)).toBe(CUSTOMS_MESSAGES.fetched);
    expect(expectOk(reply)).toEqual([
      { id: w.ids[1], SBno: '111', SBdate: '2026-11-18', contnumber: boxNumber(1) },
      { id: w.ids[0], SBno: '222', SBdate: '2026-11-18', contnumber: boxNumber(2) },
    ]);
    const atDock = expectOk(await list(w.token, { ...w.call, locID: DOCKS.kolkata }));
    expect(atDock.map((row) => row.contnumber)).toEqual([boxNumber(1), boxNumber(2)]);
  });

  it('lists the lines of the containers typed, whatever call they sailed on', async () => {
    const w = await egmWorld();
    const rows = expectOk(
      await list(w.token, { contnumber: `${boxNumber(3).toLowerCase()}, ${boxNumber(1)}\n` }),
    );
    expect(rows.map((row) => [row.contnumber, row.SBno])).toEqual([
      [boxNumber(1), '111'],
      [boxNumber(3), '333'],
    ]);
  });

  it('says No data available when nothing matches', async () => {
    const w = await egmWorld();
    const reply = await list(w.token, { contnumber: boxNumber(40) });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual([2, CUSTOMS_MESSAGES.noData, {}]);
  });

  it('refuses too little, dates alone, bad container numbers and no token', async () => {
    const w = await egmWorld();
    const { VoyId: _, ...noVoyage } = w.call;
    for (const filter of [
      {},
      noVoyage,
      { fromdate: '2026-11-01', todate: '2026-11-30' },
      { contnumber: '  ' },
    ]) {
      const reply = await list(w.token, filter);
      expectFailure(reply, 400);
      expect(messageOf(reply)).toBe(CUSTOMS_MESSAGES.fillRequired);
    }
    const bad = await list(w.token, { contnumber: 'MSKU12' });
    expectFailure(bad, 400);
    expectFailure(await list(undefined, w.call), 401);
  });

  it('knows no other company’s party, vessel, voyage or location', async () => {
    const w = await egmWorld();
    const theirs = await u.world();
    for (const filter of [
      { ...w.call, applicantID: theirs.applicant.id },
      { ...w.call, vesselID: theirs.vessel.id },
      { ...w.call, VoyId: theirs.voyage.id },
    ])
      expectFailure(await list(w.token, filter), 404);
    const rows = expectOk(await list(w.stranger.token, { contnumber: boxNumber(1) }));
    expect(rows.map((row) => row.SBno)).toEqual(['999']);
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  it('POST /egm_uploadedlist: the filter JSON in `transaction`, the rows in item 3', async () => {
    const w = await egmWorld();
    const reply = await specCall(u.context.app, w.token, {
      method: 'POST',
      path: '/egm_uploadedlist',
      form: {
        transaction: {
          json: {
            partyName: w.applicant.name,
            ...w.call,
            vesselname: w.vessel.name,
            consign: '',
            vcnID: 0,
            voyage: w.voyage.name,
            locID: 0,
            contnumber: '',
            fromdate: '',
            todate: '',
          },
        },
      },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 1)).toBe(CUSTOMS_MESSAGES.fetched);
    expect((item(reply, 3) as EgmListRow[]).map((row) => [row.contnumber, row.SBno])).toEqual([
      [boxNumber(1), '111'],
      [boxNumber(2), '222'],
    ]);
  });
});
