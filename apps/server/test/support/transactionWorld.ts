import { api, transactionLayout } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { advanceContainers, containers, transporters } from '../../src/db/schema';
import { bearer, send } from './call';
import { DOCKS } from './factories';
import { boxNumber, type Cells, useUploadApp } from './uploadWorld';

export const TRANSACTION_HEADER = transactionLayout.map((column) => column.title);

/** The ports the catalogue seeds, by code. */
export const PORTS = { kolkata: 'INCCU', singapore: 'SGSIN' } as const;

/** The rows of a workbook's first sheet, each cell as ExcelJS reads it. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * The upload app with a world for container transactions: a user with a party, a vessel call,
 * a movement, a transporter and a container of their company, and the calls of Upload Entry.
 */
export function useTransactionApp() {
  const u = useUploadApp();
  const { t, made } = u.context;

  async function world() {
    const base = await u.world();
    const owner = base.user;
    const inspectMovement = await made.createMovement(owner, { name: 'Import Discharge' });
    const [transporter] = await t.db
      .insert(transporters)
      .values({ companyId: owner.companyId, code: 'ASL001', name: 'Asha Logistics' })
      .returning();
    if (!transporter) throw new Error('no transporter');
    const query = {
      applicantid: base.applicant.id,
      accountid: base.account.id,
      vessselid: base.vessel.id,
      voyageid: base.voyage.id,
      locationid: DOCKS.kolkata,
      movement: inspectMovement.id,
    };
    /** A good row for container `serial`, which need not be on record: its ISO is given. */
    const row = (
      serial: number,
      overrides: Partial<Record<(typeof TRANSACTION_HEADER)[number], string | number>> = {},
    ): Cells => {
      const cells: Record<string, string | number> = {
        'Container No': boxNumber(serial),
        Date: '24/11/2026',
        Time: '0930',
        Seal: `SL${serial}`,
        'To Place': 'NSD',
        POL: PORTS.singapore,
        POD: 'Kolkata',
        FPD: PORTS.kolkata,
        Transporter: 'ASL001',
        'Tran Mode': 'R',
        'Booking No': `BK${serial}`,
        Haz: 'N',
        Note: 'from the gate list',
        ISO: '22G1',
        ...overrides,
      };
      return TRANSACTION_HEADER.map((title) => cells[title] ?? '');
    };
    /** A container recorded for the company already. */
    const recordContainer = async (serial: number) => {
      const [box] = await t.db
        .insert(containers)
        .values({
          companyId: owner.companyId,
          number: boxNumber(serial),
          size: 40,
          isoCode: '45G1',
          createdBy: owner.id,
        })
        .returning();
      if (!box) throw new Error('no container');
      return box;
    };
    /** Puts a container on the call's advance (1) or IGM (2) list for this party. */
    const listContainer = async (
      serial: number,
      options: { uploadType?: 1 | 2; movementId?: number; locationId?: number; iso?: string } = {},
    ) => {
      const number = boxNumber(serial);
      const [box] = await t.db
        .insert(containers)
        .values({
          companyId: owner.companyId,
          number,
          size: 20,
          isoCode: options.iso ?? '22G1',
          createdBy: owner.id,
        })
        .onConflictDoUpdate({
          target: [containers.companyId, containers.number],
          set: { modifiedBy: owner.id },
        })
        .returning();
      if (!box) throw new Error('no container');
      await t.db.insert(advanceContainers).values({
        companyId: owner.companyId,
        applicantId: base.applicant.id,
        accountId: base.account.id,
        vesselId: base.vessel.id,
        voyageId: base.voyage.id,
        locationId: options.locationId ?? DOCKS.kolkata,
        uploadType: options.uploadType ?? 1,
        containerId: box.id,
        containerNumber: number,
        size: 20,
        isoCode: options.iso ?? '22G1',
        tareWeight: 2200,
        grossWeight: 24000,
        movementId: options.movementId ?? inspectMovement.id,
        cfsId: base.cfs.id,
        createdBy: owner.id,
      });
      return box;
    };
    return {
      ...base,
      /** The advance list's form and row, for a batch of the other kind. */
      advanceQuery: base.query,
      advanceRow: base.row,
      inspectMovement,
      transporter,
      query,
      row,
      recordContainer,
      listContainer,
    };
  }

  const upload = (
    token: string | undefined,
    query: Record<string, unknown>,
    file?: { name: string; bytes: Buffer },
  ) => u.uploadCall(api.transactionUpload.transactionImport, token, query, file);

  /** The execute call with its `transaction` form field. */
  async function execute(token: string | undefined, transaction: Record<string, unknown>) {
    const form = new FormData();
    form.append('transaction', JSON.stringify(transaction));
    const encoded = new Response(form);
    const reply = await send(u.context.app, {
      method: 'POST',
      url: `/api${api.transactionUpload.transactionExecute.path}`,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { ...reply, endpoint: api.transactionUpload.transactionExecute };
  }

  /** Pending Inspection's download. */
  async function pending(token: string | undefined, query: Record<string, unknown>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return u.context.app.inject({
      method: 'POST',
      url: `/api${api.transactionUpload.pendingDownload.path}?${search}`,
      headers: bearer(token),
    });
  }

  return { u, context: u.context, world, upload, execute, pending };
}
