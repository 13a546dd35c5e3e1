import { api as endpoints, type ReportPdf } from '@quaybook/contract';
import { rupeesToPaise } from '@quaybook/domain';
import type { Api } from './api';
import {
  createInspectionWorld,
  type InspectionPlan,
  type InspectionWorld,
  plansOf,
} from './inspectionData';
import { taxIds } from './masterData';
import { stateNamed } from './partiesData';
import { createPartyRate, todayIso } from './vesselCalls';

// Data for the bill journeys, arranged through the API: a party registered in the company's
// state (West Bengal, so its bills charge CGST and SGST), its rates for the world's movement, and
// survey reports of its inspections, made as the Inspection Report screen makes them.

/** The party's rates in rupees, as typed: ₹ 1,500.00 a 20-foot and ₹ 2,500.00 a 40-foot container. */
export const RATES = { twenty: 1500, forty: 2500 } as const;

/** A rate of RATES in paise, as the client reads the amounts a journey expects on screen. */
export const paiseOf = (rupees: number): number => rupeesToPaise(rupees) ?? Number.NaN;

export interface BillingWorld extends InspectionWorld {
  /** One survey report per group of plans, in order. */
  reports: ReportPdf[];
}

/** Sizes of the containers of each report: [[20, 20], [40]] makes two reports. */
type ReportSizes = readonly (readonly (20 | 40)[])[];

/**
 * A party of the company's state with a GSTIN and rates, its inspections, and one survey report
 * (type Survey, dated today) of each group of them.
 */
export async function createBillingWorld(
  api: Api,
  sizes: ReportSizes,
  /** The applicant's name, as long as a real one where a journey measures the screen. */
  applicantName?: string,
): Promise<BillingWorld> {
  const plans: InspectionPlan[] = sizes.flatMap((group) =>
    plansOf(group.length).map((plan, index) => ({ ...plan, size: group[index] ?? 20 })),
  );
  const world = await createInspectionWorld(api, plans);
  await readyForBilling(api, world, applicantName);

  const reports: ReportPdf[] = [];
  let next = 0;
  for (const group of sizes) {
    const inspections = world.inspections.slice(next, next + group.length);
    next += group.length;
    reports.push(
      await api.call(endpoints.report.generate, {
        query: {
          reportid: inspections.map((row) => row.reportid).join(','),
          rptdate: todayIso(),
          rpttype: 1,
        },
      }),
    );
  }
  return { ...world, reports };
}

/** Registers the world's party in West Bengal with a GSTIN, and gives it RATES for its movement. */
export async function readyForBilling(
  api: Api,
  world: InspectionWorld,
  applicantName?: string,
): Promise<void> {
  const { applicantId, accountId } = world.party;
  const bengal = await stateNamed(api, 'West Bengal');
  const ids = taxIds(bengal.gstCode);
  await api.call(endpoints.applicant.update, {
    params: { applicantid: applicantId },
    body: {
      applicantname: applicantName ?? world.party.applicantname,
      state_id: bengal.stateId,
      pan_no: ids.pan,
      gst_no: ids.gstin,
    },
  });
  for (const [size, rate] of [
    [20, RATES.twenty],
    [40, RATES.forty],
  ] as const)
    await createPartyRate(api, {
      applicantid: applicantId,
      accountid: accountId,
      movementid: world.movement.Movid,
      size,
      rate,
    });
}

/** The party's reports not yet billed, as Bill Generate lists them. */
function unbilledReports(api: Api, world: BillingWorld) {
  return api.call(endpoints.bill.unbilledReports, {
    query: { applicant: world.party.applicantId, account: world.party.accountId },
  });
}

/** One bill, dated today, of these reports of the world: its number. */
export async function createBill(api: Api, world: BillingWorld, rptnos: readonly string[]) {
  const reports = (await unbilledReports(api, world)).filter((r) => rptnos.includes(r.rptno));
  const pdf = await api.call(endpoints.bill.generate, {
    query: {
      reportid: reports.map((report) => report.reportid).join(','),
      billdate: todayIso(),
      discount: 0,
      chkround: 0,
    },
  });
  const bills = await api.call(endpoints.bill.list, {
    query: { applicant: world.party.applicantId, account: world.party.accountId },
  });
  // The party is the journey's own: its newest bill is this one.
  const bill =
    bills.find((row) => row.filename === pdf) ?? bills.sort((a, b) => b.autoid - a.autoid)[0];
  if (!bill) throw new Error(`No bill was listed for the PDF ${pdf}`);
  return bill;
}
