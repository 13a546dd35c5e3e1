import type { Locator } from '@playwright/test';
import { api as endpoints } from '@quaybook/contract';
import { type Api, uniqueName } from '../support/api';
import { createBill, createBillingWorld } from '../support/bills';
import { expect, test } from '../support/fixtures';
import { choose, containerNumber, createContainers, taxIds } from '../support/masterData';
import { stateNamed } from '../support/partiesData';
import { createReportWorld, printReport, showParty } from '../support/reports';
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
      manufacture: '2019',
    })),
  );
  const line = await api.call(endpoints.linkParty.create, {
    body: {
      short_name: uniqueName('BSA'),
      applicantId: createdApplicant.applicantid,
      accountId: createdAccount.accountid,
      labourrate: 12345.5,
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
  await api.call(endpoints.clearingAgent.create, {
    body: {
      name: uniqueName('Eastern Customs Clearing and Forwarding Agency '),
      licence_no: 'CB/KOL/11/2026',
    },
  });
  await api.call(endpoints.transporter.create, {
    body: {
      code: uniqueName('HLD').slice(0, 20),
      name: uniqueName('Haldia Container Road Lines '),
    },
  });
  const [movement] = await api.call(endpoints.movement.list, {});
  if (!movement) throw new Error('The company has no movements to rate');
  await api.call(endpoints.partyRate.create, {
    body: {
      applicantid: createdApplicant.applicantid,
      accountid: createdAccount.accountid,
      movementid: movement.Movid,
      size: 40,
      rate: 1234567.5,
    },
  });
  const code = async (list: 'component' | 'repair' | 'damage', shortName: string) =>
    (await api.call(endpoints[list].listActive, {})).find((row) => row.shortName === shortName)
      ?.autoid ?? 0;
  await api.call(endpoints.repairTariff.create, {
    body: {
      linkpartyid: line.autoid,
      componentid: await code('component', 'CPO'),
      repairid: await code('repair', 'RR'),
      damageid: await code('damage', 'PH'),
      size: 40,
      measure: 'area',
      upto_length_cm: 12_000,
      upto_breadth_cm: 24_000,
      hours: 999.99,
      material: 1234567.5,
    },
  });
  return {
    applicant: createdApplicant.applicantname,
    account: createdAccount.accountname,
    line: line.short_name,
  };
}

/**
 * What keeps each element from being read whole: lying outside the window, or something else
 * (a scrollbar, a pinned column, a header) drawn over one of nine points of it. Each element is
 * first scrolled to the middle of the table's scroll area, as a person would scroll to it.
 */
async function hiddenParts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((targets) => {
    const problems: string[] = [];
    for (const element of targets) {
      // An empty cell has nothing to read.
      if (element.tagName === 'SPAN' && !element.textContent?.trim()) continue;
      element.scrollIntoView({ block: 'nearest', inline: 'center' });
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()} '${(element.textContent || (element as HTMLInputElement).placeholder || '').trim().slice(0, 30)}'`;
      if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
        // The whole placeholder fits the input's text box.
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (context) {
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (context.measureText(element.placeholder).width > room + 0.5)
            problems.push(`${name} cuts its placeholder`);
        }
      }
      if (element.tagName === 'SPAN' && element.scrollWidth > element.clientWidth) {
        // A value too long for its column is cut with an ellipsis and shown whole on hover.
        if (getComputedStyle(element).textOverflow !== 'ellipsis')
          problems.push(`${name} is cut without an ellipsis`);
        if (element.getAttribute('title') !== element.textContent)
          problems.push(`${name} does not show its whole value on hover`);
      }
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) {
        problems.push(
          `${name} is outside the window at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
        );
        continue;
      }
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2])
        for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(element === hit || element.contains(hit)))
            problems.push(
              `${name} is covered at ${Math.round(x)},${Math.round(y)} by ${hit?.getAttribute('class') ?? hit?.tagName}`,
            );
        }
    }
    return problems;
  });
}

/**
 * How the pinned Actions column of a list that scrolls sideways looks: opaque, so no text shows
 * through it, with a line on its left edge, and a shadow there while columns lie under it.
 */
async function pinnedLook(table: Locator) {
  return table.evaluate((root) => {
    const viewport = root.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
    const cell = root.querySelector<HTMLElement>('tbody tr:last-child td[data-pinned="right"]');
    if (!viewport || !cell) return null;
    const opaque = (color: string) => !/rgba\(.*, 0(\.\d+)?\)$|transparent/.test(color);
    const shadowOf = () => {
      const edge = root.querySelector('tbody td[data-pinned-shadow="right"]');
      return edge ? Number(getComputedStyle(edge, '::after').opacity) : 0;
    };
    return {
      scrolls: viewport.scrollWidth > viewport.clientWidth,
      opaque: opaque(getComputedStyle(cell).backgroundColor),
      edge: getComputedStyle(cell).boxShadow.includes('inset'),
      shadowAtRest: shadowOf(),
    };
  });
}

/** Each list, and the button that opens its add row, or its add form. */
const LISTS: { route: string; add?: string; form?: true }[] = [
  { route: 'voyage', add: 'Add Voyage' },
  { route: 'vessel', add: 'Add Vessel' },
  { route: 'vcn', add: 'Add Vcn' },
  { route: 'location', add: 'Add Location' },
  { route: 'movement', add: 'Add Movement' },
  { route: 'container', add: 'Add Container' },
  { route: 'port', add: 'Add Port' },
  { route: 'applicant', add: 'Add Applicant', form: true },
  { route: 'account', add: 'Add Account', form: true },
  { route: 'company', add: 'Add Company', form: true },
  { route: 'linkparty', add: 'Add Link Party' },
  { route: 'damagelist', add: 'Add Damage' },
  { route: 'componentlist', add: 'Add Component' },
  { route: 'repairtype', add: 'Add Repair' },
  { route: 'users', add: 'Add User', form: true },
  { route: 'dockoutbooking', add: 'Add Booking no', form: true },
  { route: 'vcnpartylink', add: 'Add VCN Party Voyage', form: true },
  { route: 'partyrate', add: 'Create New Row' },
  { route: 'repairtariff', add: 'Create New Row' },
  { route: 'transporter', add: 'Add Transporter' },
  { route: 'clearingagent', add: 'Add Clearing Agent' },
  { route: 'billgenerate' },
  { route: 'bill' },
];

test('every list fits a 1366 × 768 screen: last row, add row and actions in view and uncovered', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const party = await arrangeLongRows(api);
  const billing = await createBillingWorld(
    api,
    [[20, 40], [20], [40, 40]],
    uniqueName('Bengal Shipping Agencies Private Limited '),
  );
  await createBill(api, billing, [billing.reports[0]?.rptno ?? '']);
  for (const list of LISTS) {
    await test.step(list.route, async () => {
      await page.goto(`/${list.route}`);
      if (list.route === 'partyrate') {
        await choose(page, page.getByRole('combobox', { name: 'Applicant' }), party.applicant);
        await choose(page, page.getByRole('combobox', { name: 'Account' }), party.account);
        await page.getByRole('button', { name: 'Submit' }).click();
      }
      if (list.route === 'repairtariff') {
        await choose(page, page.getByRole('combobox', { name: 'Link Party' }), party.line);
        await page.getByRole('button', { name: 'Submit' }).click();
      }
      if (list.route === 'billgenerate') {
        await choose(page, page.getByRole('combobox', { name: 'Party' }), billing.party.short_name);
        await page.getByRole('button', { name: 'Show Result' }).click();
      }
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      // At rest, before anything is scrolled: the columns that go on past the view are behind
      // the pinned Actions column, plainly.
      const table = page.locator('.mantine-datatable').first();
      const look = await pinnedLook(table);
      if (look) {
        expect.soft(look, `${list.route}: the Actions column`).toMatchObject({
          opaque: true,
          edge: true,
        });
        if (look.scrolls)
          await expect
            .poll(async () => (await pinnedLook(table))?.shadowAtRest, {
              message: `${list.route}: the shadow of the Actions column`,
            })
            .toBe(1);
      }
      if (process.env.SHOTS)
        await page.screenshot({ path: `${process.env.SHOTS}/${list.route}.png`, fullPage: true });
      // Headers keep to one line.
      const headers = page.locator('thead th [aria-label^="Sort by"] span:first-child');
      const wrapped = await headers.evaluateAll((spans) =>
        spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
      );
      expect.soft(wrapped, `${list.route}: headers on more than one line`).toEqual([]);
      // With the pointer over the table, as when reading it, its scrollbars show.
      await rows.last().hover();
      // Each cell's text, and the actions cell itself, of the last row.
      const lastRow = rows.last().locator('td > *:first-child, td:last-child');
      expect.soft(await hiddenParts(lastRow), `${list.route}: the last row`).toEqual([]);
      if (list.add) {
        await page.getByRole('button', { name: list.add, exact: true }).click();
        if (list.form) {
          await expect(page.getByRole('dialog')).toBeVisible();
          if (process.env.SHOTS)
            await page.screenshot({ path: `${process.env.SHOTS}/${list.route}-form.png` });
          await page.keyboard.press('Escape');
          return;
        }
        const open = rows.first();
        await expect(open.locator('input').first()).toBeFocused();
        await open.hover();
        if (list.route === 'container')
          await open.getByRole('textbox', { name: 'Container Number' }).fill('CSQU3054385');
        const parts = open.locator(
          'input:visible, td:last-child, .mantine-InputWrapper-description',
        );
        expect.soft(await hiddenParts(parts), `${list.route}: the add row`).toEqual([]);
        if (process.env.SHOTS)
          await page.screenshot({ path: `${process.env.SHOTS}/${list.route}-add.png` });
        await page.keyboard.press('Escape');
      }
    });
  }
});

/** The report screens, each after the person has shown a party's rows. */
const REPORT_LISTS = ['inspectionreport', 'listreport', 'report'] as const;

test('the report screens fit a 1366 × 768 screen: last row and its actions in view and uncovered', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const world = await createReportWorld(api, 12);
  await printReport(
    api,
    world.inspections.slice(0, 2).map((row) => row.reportid),
  );
  for (const route of REPORT_LISTS) {
    await test.step(route, async () => {
      await page.goto(`/${route}`);
      await showParty(page, page, world);
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      // The rows measured are the party's, not the unfiltered ones shown before the answer came.
      await expect(rows.filter({ hasNotText: world.vessel.Name })).toHaveCount(0);
      if (process.env.SHOTS)
        await page.screenshot({ path: `${process.env.SHOTS}/${route}.png`, fullPage: true });
      const headers = page.locator('thead th [aria-label^="Sort by"] span:first-child');
      const wrapped = await headers.evaluateAll((spans) =>
        spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
      );
      expect.soft(wrapped, `${route}: headers on more than one line`).toEqual([]);
      await rows.last().hover();
      const lastRow = rows.last().locator('td > *:first-child, td:last-child');
      expect.soft(await hiddenParts(lastRow), `${route}: the last row`).toEqual([]);
    });
  }
});
