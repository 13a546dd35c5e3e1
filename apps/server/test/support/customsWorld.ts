import { api, fillPath } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { odexEgmLines, partyBlLines, shippingBills, terminalEgmLines } from '../../src/db/schema';
import { bearer } from './call';
import type { useInspectionApp } from './inspectionWorld';

type App = ReturnType<typeof useInspectionApp>;

/** The day every planted container is loaded, and its shipping bills' day, ten days before. */
const LOAD_DATE = '2026-11-20';
const SB_DATE = '2026-11-10';

/**
 * A party's export call with its customs records, as the uploads would leave them: a company,
 * an Export Load movement, and helpers that load a container (its inspection through the API)
 * and plant its shipping bill, terminal EGM, ODeX EGM and party BL lines directly.
 */
export async function customsCall(w: App) {
  const world = await w.world();
  const { user } = world;
  const db = w.context.t.db;
  const exportLoad = await w.made.createMovement(user, { moveFor: 'E', ediEvent: 'load' });
  const audit = { companyId: user.companyId, createdBy: user.id };

  /** A new container loaded for export on the call, booked as BK-<its number>. */
  async function loaded(overrides: { inspdate?: string; voyage?: number; cargowt?: number } = {}) {
    const box = await w.createContainer(user);
    await world.record({
      containerNumber: box.number,
      movementId: exportLoad.id,
      inspdate: overrides.inspdate ?? LOAD_DATE,
      cargowt: overrides.cargowt ?? 20_000,
      bookingrelno: `BK-${box.number}`,
      ...(overrides.voyage ? { voyage: overrides.voyage } : {}),
    });
    return box.number;
  }

  const plant = {
    shippingBill: (containerNo: string, sbNo: string, packageCount = 100, sbDate = SB_DATE) =>
      db.insert(shippingBills).values({ ...audit, containerNo, sbNo, sbDate, packageCount }),
    egm: (containerNo: string, sbNo: string, sbDate = SB_DATE) =>
      db.insert(terminalEgmLines).values({ ...audit, containerNo, sbNo, sbDate }),
    odex: (
      containerNo: string,
      sbNo: string,
      options: { vesselVoyage?: string; packageCount?: number; sbDate?: string } = {},
    ) =>
      db.insert(odexEgmLines).values({
        ...audit,
        containerNo,
        sbNo,
        sbDate: options.sbDate ?? SB_DATE,
        vesselVoyage: options.vesselVoyage ?? `${world.vessel.name} ${world.voyage.name}`,
        packageCount: options.packageCount ?? 100,
      }),
    bl: (
      containerNo: string,
      options: { packageCount?: number; cargoWeight?: number; tareWeight?: number } = {},
    ) =>
      db.insert(partyBlLines).values({
        ...audit,
        bookingNo: `BK-${containerNo}`,
        blNo: `BL-${containerNo}`,
        containerNo,
        packageCount: options.packageCount ?? 100,
        cargoWeight: options.cargoWeight ?? 20_400,
        tareWeight: options.tareWeight ?? 2_200,
      }),
  };

  /** Every record of a container, agreeing with its load, under the SB number given. */
  async function cleanRecords(containerNo: string, sbNo: string) {
    await plant.shippingBill(containerNo, sbNo);
    await plant.egm(containerNo, sbNo);
    await plant.odex(containerNo, sbNo);
    await plant.bl(containerNo);
  }

  const query = {
    applicant: world.applicant.id,
    account: world.account.id,
    vessel: world.vessel.id,
    voyage: world.voyage.id,
  };
  return { ...world, exportLoad, loaded, plant, cleanRecords, query };
}

/** A generated document's bytes, downloaded as the screens do. */
export async function downloaded(w: App, token: string, name: string): Promise<Buffer> {
  const response = await w.context.app.inject({
    method: 'GET',
    url: `/api${fillPath(api.documents.download.path, { filename: name })}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`download ${response.statusCode}`);
  return response.rawPayload;
}

/** A report workbook's container rows under its column titles, each as its cells' text. */
export async function reportRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const at = rows.findIndex((row) => row[0] === 'Container');
  const headers = rows[at] as string[];
  return {
    heading: rows.slice(0, at),
    headers,
    rows: rows
      .slice(at + 1)
      .map((row) => Object.fromEntries(headers.map((header, index) => [header, row[index] ?? '']))),
  };
}
