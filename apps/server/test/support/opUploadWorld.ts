import {
  api,
  type Endpoint,
  type InspectionFields,
  ovaLayout,
  pomsLayout,
} from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { containers, inspections, locations, movements, reports } from '../../src/db/schema';
import { bearer, call, expectOk, send } from './call';
import { DOCKS } from './factories';
import { boxNumber, type Cells, csvOf, HEADER, useUploadApp } from './uploadWorld';

export const OVA_HEADER = ovaLayout.map((column) => column.title);
export const POMS_HEADER = pomsLayout.map((column) => column.title);

/** The cells of a row in a layout's column order, from its titles. */
const cellsOf = (header: readonly string[], cells: Record<string, string | number>): Cells =>
  header.map((title) => cells[title] ?? '');

/**
 * The upload app with the worlds of Upload OVA Entry and Upload POMS: a company whose containers
 * are on a vessel call's advance list, a location and movements with OVA codes, and inspections
 * of the call to update.
 */
export function useOpUploadApp() {
  const u = useUploadApp();
  const { context } = u;
  const db = () => context.t.db;
  let sequence = 0;

  /** An execute call of any upload kind, with its `transaction` form field. */
  async function executeCall<E extends Endpoint>(
    endpoint: E,
    token: string | undefined,
    transaction: Record<string, unknown>,
  ) {
    const form = new FormData();
    form.append('transaction', JSON.stringify(transaction));
    const encoded = new Response(form);
    const reply = await send(context.app, {
      method: 'POST',
      url: `/api${endpoint.path}`,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { ...reply, endpoint };
  }

  /**
   * A company with containers 1…`listed` on its vessel call's advance list (put there through
   * Upload Content), the list's movement and a location known by OVA codes, and a second movement,
   * an export gate-in asking for ports, listed for container 90.
   */
  async function ovaWorld(listed = 4) {
    const w = await u.world();
    sequence += 1;
    const code = (name: string) => `${name}${sequence}`;
    await db()
      .update(movements)
      .set({ ovaCode: code('IMLD') })
      .where(eq(movements.id, w.movement.id));
    const exportGateIn = await context.made.createMovement(w.user, {
      name: 'Export Gate-in',
      ovaCode: code('EXGI'),
      needsPorts: true,
      needsDateTime: true,
    });
    const [terminal] = await db()
      .insert(locations)
      .values({ name: `Terminal ${sequence}`, kind: 'dock', ovaCode: code('KPT') })
      .returning();
    if (!terminal) throw new Error('no terminal');
    const rows = [
      HEADER,
      ...Array.from({ length: listed }, (_, i) => w.row(i + 1)),
      w.row(90, { Movement: exportGateIn.name }),
    ];
    const staged = expectOk(
      await u.upload(w.token, w.query, { name: 'advance.csv', bytes: csvOf(rows) }),
    );
    expectOk(await u.execute(w.token, { qry: staged.qry }));
    const codes = { location: code('KPT'), movement: code('IMLD'), exportGateIn: code('EXGI') };
    /** A good OVA row for container `serial`. */
    const row = (serial: number, overrides: Partial<Record<string, string | number>> = {}) =>
      cellsOf(OVA_HEADER, {
        Container: boxNumber(serial),
        loc: codes.location.toLowerCase(),
        movement: codes.movement,
        fl_mt_stat: 'F',
        ddt: '20/11/2026',
        tm: '0930',
        booking: `BK${serial}`,
        seal: `SL${serial}`,
        ...overrides,
      });
    const upload = (token: string | undefined, ovaflag: number, bytes: Buffer) =>
      u.uploadCall(api.ovaUpload.ovaImport, token, { ovaflag }, { name: 'ova.csv', bytes });
    const execute = (token: string | undefined, transaction: Record<string, unknown>) =>
      executeCall(api.ovaUpload.ovaExecute, token, transaction);
    return { ...w, exportGateIn, terminal, codes, row, upload, execute };
  }

  /**
   * A company with an inspection of its call (party, vessel, voyage, movement) for each of
   * containers 1…`recorded`, recorded through the entry call, and container 80 inspected on
   * another movement only.
   */
  async function pomsWorld(recorded = 3) {
    const w = await u.world();
    const other = await context.made.createMovement(w.user, { name: 'Empty Return' });
    const box = async (serial: number) => {
      const [row] = await db()
        .insert(containers)
        .values({
          companyId: w.user.companyId,
          createdBy: w.user.id,
          number: boxNumber(serial),
          size: 20,
          isoCode: '22G1',
          tareWeight: 2200,
          grossWeight: 30480,
        })
        .returning();
      if (!row) throw new Error('no container');
      return row;
    };
    const transaction = (number: string, movementId: number): InspectionFields => ({
      containerNumber: number,
      applicant: w.applicant.id,
      account: w.account.id,
      vesselld: w.vessel.id,
      voyage: w.voyage.id,
      movementId,
      locationId: DOCKS.kolkata,
      inspdate: '2026-11-20',
      insptime: '1030',
      conditionid: 2,
      seal: 'SEAL01',
      cargowt: 20000,
    });
    const record = async (serial: number, movementId = w.movement.id) => {
      const container = await box(serial);
      const listed = expectOk(
        await call(
          context.app,
          api.inspection.add,
          { body: { transaction: transaction(container.number, movementId) } },
          w.token,
        ),
      );
      return { container, inspectionId: listed.reportid };
    };
    const recordedBoxes = [];
    for (let serial = 1; serial <= recorded; serial += 1) recordedBoxes.push(await record(serial));
    const elsewhere = await record(80, other.id);
    const query = {
      applicantid: w.applicant.id,
      accountid: w.account.id,
      vesselid: w.vessel.id,
      voyageid: w.voyage.id,
      movementid: w.movement.id,
    };
    /** A POMS row for container `serial`. */
    const row = (serial: number, overrides: Partial<Record<string, string | number>> = {}) =>
      cellsOf(POMS_HEADER, {
        Container: boxNumber(serial),
        'Tare Wt.': 2250,
        'Gross Wt': 24000,
        POL: 'INCCU',
        POD: 'Colombo',
        FPD: 'SGSIN',
        ...overrides,
      });
    /** Puts an inspection on a survey report, as the report call would: that locks it. */
    const fileOnReport = async (inspectionId: number, reportNo: string) => {
      const [report] = await db()
        .insert(reports)
        .values({
          companyId: w.user.companyId,
          applicantId: w.applicant.id,
          accountId: w.account.id,
          reportNo,
          reportDate: '2026-11-21',
          reportType: 1,
        })
        .returning();
      await db()
        .update(inspections)
        .set({ reportId: report?.id })
        .where(eq(inspections.id, inspectionId));
    };
    const upload = (
      token: string | undefined,
      bytes: Buffer,
      chosen: Record<string, unknown> = query,
    ) => u.uploadCall(api.pomsUpload.pomsImport, token, chosen, { name: 'poms.csv', bytes });
    const execute = (token: string | undefined, transaction: Record<string, unknown>) =>
      executeCall(api.pomsUpload.pomsExecute, token, transaction);
    return {
      ...w,
      other,
      recorded: recordedBoxes,
      elsewhere,
      query,
      row,
      fileOnReport,
      upload,
      execute,
    };
  }

  return { ...u, executeCall, ovaWorld, pomsWorld };
}
