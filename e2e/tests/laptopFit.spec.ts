import { type Locator, type Page } from '@playwright/test';
import { api as endpoints } from '@quaybook/contract';
import { type Api, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose, containerNumber, createContainers, taxIds } from '../support/masterData';
import { stateNamed } from '../support/partiesData';
import { createVcn, createVesselAndVoyage, todayIso } from '../support/vesselCalls';

// Every list screen on a 1366 × 768 laptop, with rows as long as real ones: the last row, the
// add row and the Actions column are on the screen and nothing (a scrollbar, a header) covers
// them. SHOTS=dir keeps a screenshot of each list and its add row there.

test.use({ viewport: { width: 1366, height: 768 } });

/** The longest values the screens hold, so columns are sized by real content. */
async function arrangeLongRows(api: Api) {
  const bengal = await stateNamed(api, 'West Bengal');
  const india = (await api.call(endpoints.reference.listCountries, {})).find(
    (country) => country.CountryName === 'India',
  );
  const party = (word: string) => ({ ...taxIds(bengal.gstCode), name: uniqueName(word) });
  const applicant = party('Bengal Shipping Agencies Private Limited ');
  const account = party('Ocean Network Express Line India ');
  const createdApplicant = await api.call(endpoints.applicant.create, {
    body: {
      applicantname: applicant.name,
      address: '14 Netaji Subhas Road, Second Floor, Fairley Place',
      city: 'Kolkata',
      state_id: bengal.stateId,
      countryid: india?.CountryID ?? null,
      pin: '700001',
      pan_no: applicant.pan,
      gst_no: applicant.gstin,
      phone: '+91 33 2230 1234',
      email: 'accounts@bengalshipping.co.in',
      website: 'https://bengalshipping.co.in',
    },
  });
  const createdAccount = await api.call(endpoints.account.create, {
    body: {
      accountname: account.name,
      account_address: '7th Floor, Tower B, Godrej Waterside, Salt Lake Sector V',
      account_city: 'Kolkata',
      account_stateid: bengal.stateId,
      account_countryid: india?.CountryID ?? null,
      account_pin: '700091',
      account_pan: account.pan,
      account_gst: account.gstin,
      account_tan: 'CALO12345B',
      email: 'kolkata.documentation@one-line.com',
    },
  });
  const { vessel, voyage } = await createVesselAndVoyage(api);
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOLK2026'),
    vesselID: vessel.Vesselid,
    import_voyage: voyage.Voyageid,
    export_voyage: voyage.Voyageid,
    ImpRotNo: 'IMP/2026/004512',
    ImpRotDate: todayIso(),
    ExpRotNo: 'EXP/2026/004513',
    ExpRotDate: todayIso(),
    BerthDate: todayIso(),
    EgmDate: todayIso(),
  });
  await createContainers(
    api,
    Array.from({ length: 12 }, () => ({
      contnumber: containerNumber(),
      contsize: 40,
      iso_code: '45G1',
      TypeText: 'High Cube General Purpose',
      isotarewt: 3900,
      isogrosswt: 32500,
      manufacture: 'Singamas Container Holdings',
    })),
  );
  await api.call(endpoints.linkParty.create, {
    body: {
      short_name: uniqueName('BSA'),
      applicantId: createdApplicant.applicantid,
      accountId: createdAccount.accountid,
    },
  });
  await api.call(endpoints.bookingNumber.create, {
    body: {
      autoid: 0,
      applicant: createdApplicant.applicantid,
      account: createdAccount.accountid,
      vessel: vessel.Vesselid,
      voyage: voyage.Voyageid,
      bookingno: uniqueName('ONEYCCU'),
      conttype: 'HC',
    },
  });
  await api.call(endpoints.vcnPartyLink.create, {
    body: {
      autoid: 0,
      vcnID: vcn.vcnID,
      import_voyage: voyage.Voyageid,
      export_voyage: voyage.Voyageid,
      applicant: createdApplicant.applicantid,
      account: createdAccount.accountid,
    },
  });
  return { applicant: createdApplicant.applicantname, account: createdAccount.accountname };
}

/** Whether whatever is drawn at each point belongs to the element, not to something over it. */
async function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
    const covered: string[] = [];
    for (const y of ys)
      for (const x of xs) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(element === hit || element.contains(hit)))
          covered.push(`(${Math.round(x)}, ${Math.round(y)}) shows ${hit?.className || hit?.tagName}`);
      }
    return covered;
  });
}

/** The element lies inside the window and nothing is drawn over it. */
async function expectFullyVisible(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect.soft(box, `${what} is drawn`).not.toBeNull();
  if (!box || !viewport) return;
  expect.soft(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(viewport.width);
  expect.soft(box.y + box.height, `${what} ends inside the window`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect.soft(await coveredPoints(target), `nothing covers ${what}`).toEqual([]);
}

/** The cells of a row that the table's scroll area shows now (a wide table scrolls). */
async function shownCells(row: Locator): Promise<Locator[]> {
  const cells = await row.locator('td').all();
  const shown: Locator[] = [];
  for (const cell of cells) {
    const inView = await cell.evaluate((td) => {
      const area = td.closest('.mantine-ScrollArea-viewport') ?? td.closest('table');
      if (!area) return true;
      const a = area.getBoundingClientRect();
      const c = td.getBoundingClientRect();
      return c.left >= a.left - 1 && c.right <= a.right + 1;
    });
    if (inView) shown.push(cell);
  }
  return shown;
}

const LISTS: { route: string; add?: string; before?: (page: Page) => Promise<void> }[] = [
  { route: 'voyage', add: 'Add Voyage' },
  { route: 'vessel', add: 'Add Vessel' },
  { route: 'vcn', add: 'Add Vcn' },
  { route: 'location', add: 'Add Location' },
  { route: 'movement', add: 'Add Movement' },
  { route: 'container', add: 'Add Container' },
  { route: 'port', add: 'Add Port' },
  { route: 'applicant' },
  { route: 'account', add: 'Add Account' },
  { route: 'company' },
  { route: 'linkparty', add: 'Add Link Party' },
  { route: 'damagelist', add: 'Add Damage' },
  { route: 'componentlist', add: 'Add Component' },
  { route: 'repairtype', add: 'Add Repair' },
  { route: 'users' },
  { route: 'dockoutbooking' },
  { route: 'vcnpartylink' },
  { route: 'partyrate' },
];

test('every list fits a 1366 × 768 screen: last row, add row and actions in view and uncovered', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const party = await arrangeLongRows(api);
  for (const list of LISTS) {
    await test.step(list.route, async () => {
      await page.goto(`/${list.route}`);
      if (list.route === 'partyrate') {
        await choose(page, page.getByRole('textbox', { name: 'Applicant' }), party.applicant);
        await choose(page, page.getByRole('textbox', { name: 'Account' }), party.account);
        await page.getByRole('button', { name: 'Submit' }).click();
      }
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      const last = rows.last();
      if (process.env.SHOTS)
        await page.screenshot({ path: `${process.env.SHOTS}/${list.route}.png`, fullPage: true });
      for (const cell of await shownCells(last))
        await expectFullyVisible(page, cell, `${list.route}: a cell of the last row`);
      const actions = last.locator('td').last();
      await expectFullyVisible(page, actions, `${list.route}: the last row's actions`);
      if (list.add) {
        await page.getByRole('button', { name: list.add, exact: true }).click();
        const open = page.locator('table tbody tr').first();
        if (process.env.SHOTS)
          await page.screenshot({ path: `${process.env.SHOTS}/${list.route}-add.png` });
        for (const input of await open.locator('input:visible').all())
          await expectFullyVisible(page, input, `${list.route}: an input of the add row`);
        await page.keyboard.press('Escape');
      }
    });
  }
});
