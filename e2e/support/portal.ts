import { readFile } from 'node:fs/promises';
import {
  type BillRow,
  type EstimateDetail,
  api as endpoints,
  type ReportRow,
} from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import type { Api } from './api';
import { createBill, readyForBilling } from './bills';
import { createInspectionWorld, damageLine, type InspectionWorld } from './inspectionData';
import { DENT_PHOTO } from './inspections';
import { containerNumber } from './masterData';
import { reportsOf } from './reports';
import { todayIso } from './vesselCalls';

// A shipping line's records for the portal journey, arranged through the API: a link party of
// the admin's company with a damaged inspection and its photo, a survey report with its PDF, a
// bill of it with its PDF and, asked for, a repair estimate of two lines sent for approval.

export interface LineWorld extends InspectionWorld {
  contnumber: string;
  report: ReportRow;
  bill: BillRow;
  estimate: EstimateDetail | null;
}

/** The party's labour rate, ₹ an hour, which prices the estimate's lines. */
const LABOUR_RATE = 400;

export async function createLineWorld(
  api: Api,
  options: { estimate: boolean },
): Promise<LineWorld> {
  const contnumber = containerNumber();
  const line = await damageLine(api);
  const world = await createInspectionWorld(api, [
    {
      contnumber,
      size: 20,
      seal: 'SL-PORTAL',
      condition: Condition.damage,
      damages: [line, { ...line, positionid: 2, length: 60, breadth: 40 }],
    },
  ]);
  const inspection = world.inspections[0];
  if (!inspection) throw new Error('The inspection was not recorded');
  await api.call(endpoints.inspection.addPhotos, {
    body: { transaction: { reportid: inspection.reportid } },
    files: [{ blob: new Blob([await readFile(DENT_PHOTO)]), name: 'dent.jpg' }],
  });
  await readyForBilling(api, world);
  const printed = await api.call(endpoints.report.generate, {
    query: { reportid: [inspection.reportid], rptdate: todayIso(), rpttype: 1 },
  });
  const report = (await reportsOf(api, world)).find((row) => row.filename === printed.filename);
  if (!report) throw new Error(`No report was listed for ${printed.filename}`);
  const bill = await createBill(api, { ...world, reports: [printed] }, [report.rptno]);
  const estimate = options.estimate ? await sentEstimate(api, world, inspection.reportid) : null;
  return { ...world, contnumber, report, bill, estimate };
}

/** An estimate of the inspection's two lines, priced by hand and sent to the line. */
async function sentEstimate(api: Api, world: InspectionWorld, reportid: number) {
  const { party } = world;
  await api.call(endpoints.linkParty.update, {
    params: { autoid: party.autoid },
    body: {
      short_name: party.short_name,
      applicantId: party.applicantId,
      accountId: party.accountId,
      // The DESTIM sent with the estimate names both ends.
      edisenderid: 'QUAYBOOK',
      edirecipientid: 'LINEEDI',
      carriercode: 'LINE',
      reportemail: `eor-${party.autoid}@line.example`,
      labourrate: LABOUR_RATE,
    },
  });
  const draft = await api.call(endpoints.estimate.create, { body: { reportid } });
  const priced = await api.call(endpoints.estimate.update, {
    body: {
      estimateid: draft.estimateid,
      version: draft.version,
      note: null,
      lines: draft.lines.map((row) => ({
        lineno: row.lineno,
        hours: 1.5,
        material: 500,
        responsibility: 'U' as const,
        note: null,
      })),
    },
  });
  await api.call(endpoints.estimate.send, {
    query: { estimateid: priced.estimateid },
    body: { version: priced.version },
  });
  return api.call(endpoints.estimate.get, { query: { estimateid: priced.estimateid } });
}
