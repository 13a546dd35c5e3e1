import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InspectionFields } from '@quaybook/contract';
import { eq, inArray } from 'drizzle-orm';
import {
  applicants,
  billLines,
  bills,
  changeHistory,
  companies,
  documents,
  inspections,
  partyRates,
  reports,
} from '../../src/db/schema';
import { WEST_BENGAL } from '../../src/db/seed/states';
import { useInspectionApp } from './inspectionWorld';
import type { TestAppOptions } from './testApp';

/** Odisha's state id (its GST state code): a party there is billed IGST from West Bengal. */
const ODISHA = 21;
/** With its right check character, so the company can be saved through the Company call. */
export const COMPANY_GSTIN = '19AAACQ1234F1ZR';
export const INTRA_GSTIN = '19AABCS1234K1Z9';
export const INTER_GSTIN = '21AABCM4321L1Z3';

/**
 * The inspection app with a party to bill: the company registered in West Bengal, the applicant
 * in West Bengal (CGST + SGST) or, when `interState`, in Odisha (IGST); rates, inspections
 * recorded through the API, and survey reports planted as the report calls would file them.
 */
export function useBillApp(options: TestAppOptions = {}) {
  const w = useInspectionApp(options);
  const db = () => w.context.t.db;
  let reportSequence = 0;

  async function billWorld(options: { interState?: boolean; role?: 'user' | 'admin' } = {}) {
    const world = await w.world(options.role ?? 'admin');
    await db()
      .update(companies)
      .set({ gst: COMPANY_GSTIN })
      .where(eq(companies.id, world.company.id));
    await db()
      .update(applicants)
      .set(
        options.interState
          ? { stateId: ODISHA, gst: INTER_GSTIN }
          : { stateId: WEST_BENGAL, gst: INTRA_GSTIN },
      )
      .where(eq(applicants.id, world.applicant.id));
    const destuff = await w.made.createMovement(world.user, {
      name: `IMPORT DESTUFF ${world.user.id}`,
    });

    /** The party's rate for a movement and size, in paise. */
    const rate = async (movementId: number, size: number, ratePaise: number) => {
      await db().insert(partyRates).values({
        companyId: world.user.companyId,
        applicantId: world.applicant.id,
        accountId: world.account.id,
        movementId,
        size,
        ratePaise,
      });
    };

    /** An inspection of a new container of this size, recorded through the API. */
    const inspect = async (size: 20 | 40 = 20, overrides: Partial<InspectionFields> = {}) => {
      const container = await w.createContainer(
        world.user,
        size === 40 ? { size: 40, isoCode: '42G1', typeText: "40' General Purpose" } : {},
      );
      return world.record({ containerNumber: container.number, ...overrides });
    };

    /** A survey report of these inspections, as GET /generate_report would file them. */
    const report = async (inspectionIds: number[], reportDate = '2026-11-21') => {
      reportSequence += 1;
      const [row] = await db()
        .insert(reports)
        .values({
          companyId: world.user.companyId,
          applicantId: world.applicant.id,
          accountId: world.account.id,
          reportNo: `SR/26-27/${String(reportSequence).padStart(5, '0')}`,
          reportDate,
          reportType: 1,
        })
        .returning();
      if (!row) throw new Error('report not planted');
      await db()
        .update(inspections)
        .set({ reportId: row.id })
        .where(inArray(inspections.id, inspectionIds));
      return row;
    };

    return { ...world, destuff, rate, inspect, report };
  }

  /** Every row a bill call could write, and the stored files: a refusal leaves them as they were. */
  async function billWritten() {
    return {
      ...(await w.written()),
      bills: await w.countOf(bills),
      billLines: await w.countOf(billLines),
      billedReports: (await db().select().from(reports)).filter((r) => r.billId !== null).length,
      rated: (await db().select().from(inspections)).filter((i) => i.ratePaise !== null).length,
      history: await w.countOf(changeHistory),
      documents: await w.countOf(documents),
    };
  }

  /** A file answer's bytes, as the browser receives them. */
  async function download(url: string, query: Record<string, string>, token?: string) {
    const response = await w.context.app.inject({
      method: 'GET',
      url: `/api${url}`,
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      bytes: response.rawPayload,
    };
  }

  return { ...w, billWorld, billWritten, download };
}

const run = promisify(execFile);

/** The text of a PDF as pdftotext lays it out. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-bill-'));
  try {
    const file = path.join(dir, 'bill.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
