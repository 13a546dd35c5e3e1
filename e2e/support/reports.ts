import { expect, type Locator, type Page } from '@playwright/test';
import { api as endpoints, type ReportPdf, type ReportRow } from '@quaybook/contract';
import type { Api } from './api';
import { createInspectionWorld, type InspectionWorld, plansOf } from './inspectionData';
import { choose } from './masterData';
import { createPartyRate, todayIso } from './vesselCalls';

// Survey reports for the report journeys, arranged through the API: a party's inspections, and
// reports printed from some of them, with the screens' parts found as a person finds them.

/** A party's call with `count` inspections of new containers, none yet on a report. */
export function createReportWorld(api: Api, count: number): Promise<InspectionWorld> {
  return createInspectionWorld(api, plansOf(count));
}

/** Prints these inspections of the world as one Survey report dated today. */
export function printReport(api: Api, inspectionIds: readonly number[]): Promise<ReportPdf> {
  return api.call(endpoints.report.generate, {
    query: { reportid: [...inspectionIds], rptdate: todayIso(), rpttype: 1 },
  });
}

/** The world's reports as GET /all_reports lists them. */
export function reportsOf(api: Api, world: InspectionWorld): Promise<ReportRow[]> {
  return api.call(endpoints.report.list, {
    query: { applicant: world.party.applicantId, account: world.party.accountId },
  });
}

/** A filter's select or typed input, by its label. */
export const filterChoice = (within: Page | Locator, label: string) =>
  within.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }).first();

/** Chooses the world's party in a report screen's filter bar and shows the result. */
export async function showParty(page: Page, within: Page | Locator, world: InspectionWorld) {
  await choose(page, filterChoice(within, 'Party'), world.party.short_name);
  await within.getByRole('button', { name: 'Show Result' }).click();
}

/** The embedded document viewer, once its document has come. */
export async function expectDocumentShown(page: Page, title: string | RegExp) {
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  await expect(frame).toHaveAttribute('data-document', /\.pdf$/i);
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeEnabled();
  return viewer;
}

/** Puts a report on a bill dated today, with the party's rates for its movement set first. */
export async function billReport(api: Api, world: InspectionWorld, report: ReportRow) {
  for (const size of [20, 40])
    await createPartyRate(api, {
      applicantid: world.party.applicantId,
      accountid: world.party.accountId,
      movementid: world.movement.Movid,
      size,
      rate: 1500_00,
    });
  return api.call(endpoints.bill.generate, {
    query: { reportid: [report.reportid], billdate: todayIso(), chkround: 1 },
  });
}
