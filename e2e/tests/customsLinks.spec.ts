import { readFile } from 'node:fs/promises';
import { declared, api as endpoints, entities, referenceLists } from '@quaybook/contract';
import { type Api, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ModalForm } from '../support/modalForm';
import { ListPage } from '../support/pages';
import { stateNamed } from '../support/partiesData';
import { shot } from '../support/screenshots';
import { createUser, signInElsewhere } from '../support/users';
import { createParty, createVcn, createVesselAndVoyage } from '../support/vesselCalls';

test('a booking number is added in the Add Booking no form and changed in Edit Booking no', async ({
  page,
  api,
  signedIn,
}) => {
  const { applicant, account } = await createParty(api);
  const { vessel, voyage } = await createVesselAndVoyage(api);
  const bookingNo = uniqueName('MAEU');
  const bookings = new ListPage(page, 'Booking no');
  // Reference lists are cached for a while; a reload reads the ones just arranged.
  await page.reload();
  await signedIn.openFromMenu('SCMTR', 'Dockout Bookingno');

  await bookings.addButton().click();
  const add = new ModalForm(page, 'Add Booking no');
  await add.choose('Applicant', applicant.applicantname);
  await add.choose('Account', account.accountname);
  await add.choose('Vessel', vessel.Name);
  await add.choose('Voyage', voyage.Name);
  await add.choose('Container Type', 'High Cube');
  await add.input('Booking No').fill(bookingNo);
  await add.press('Save');
  await expect(signedIn.toast(entities.bookingNumber.messages.created)).toBeVisible();
  // The form stays open on a blank record for the next booking number (spec 002 §4).
  await expect(add.input('Booking No')).toHaveValue('');
  await add.press('Cancel');
  await add.expectClosed();

  await bookings.search().fill(bookingNo);
  const row = bookings.row(bookingNo);
  await expect(row).toContainText(applicant.applicantname);
  await expect(row).toContainText(vessel.Name);
  await expect(row).toContainText('High Cube');
  await expect(row.locator('td').first()).toHaveText('1');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = new ModalForm(page, 'Edit Booking no');
  await expect(edit.input('Booking No')).toHaveValue(bookingNo);
  await expect(edit.select('Applicant')).toHaveValue(applicant.applicantname);
  const changed = `${bookingNo}X`;
  await edit.input('Booking No').fill(changed);
  await edit.choose('Container Type', 'Reefer');
  await edit.press('Save');
  await expect(signedIn.toast(entities.bookingNumber.messages.updated)).toBeVisible();
  await edit.expectClosed();
  await bookings.search().fill(changed);
  await expect(bookings.row(changed)).toContainText('Reefer');
  await expect(bookings.row(changed)).toContainText(account.accountname);
  await bookings.expectRows(1);
});

test('a VCN party voyage is added in its form; choosing the VCN fills its voyages', async ({
  page,
  api,
  signedIn,
}) => {
  const { applicant, account } = await createParty(api);
  const { vessel, voyage: importVoyage } = await createVesselAndVoyage(api);
  const { voyage: exportVoyage } = await createVesselAndVoyage(api);
  const vcnName = uniqueName('KOL');
  await createVcn(api, {
    vcnName,
    vesselID: vessel.Vesselid,
    import_voyage: importVoyage.Voyageid,
    export_voyage: exportVoyage.Voyageid,
  });
  const links = new ListPage(page, 'VCN Party Voyage');
  await page.reload();
  await signedIn.openFromMenu('SCMTR', 'VCN Party Voyage');

  await links.addButton().click();
  const add = new ModalForm(page, 'Add VCN Party Voyage');
  await add.choose('VCN', `${vcnName} (${vessel.Name})`);
  await expect(add.select('Import Voyage')).toHaveValue(importVoyage.Name);
  await expect(add.select('Export Voyage')).toHaveValue(exportVoyage.Name);
  await add.choose('Applicant', applicant.applicantname);
  await add.choose('Account', account.accountname);
  await add.press('Save');
  await expect(signedIn.toast(entities.vcnPartyLink.messages.created)).toBeVisible();
  // The same call linked to the same party again is refused by the server, whose message the
  // toast shows though the save answers it after its status, in item 2.
  await add.choose('VCN', `${vcnName} (${vessel.Name})`);
  await add.choose('Applicant', applicant.applicantname);
  await add.choose('Account', account.accountname);
  await add.press('Save');
  await expect(signedIn.toast(entities.vcnPartyLink.together?.message as string)).toBeVisible();
  await add.press('Cancel');
  await add.expectClosed();

  await links.search().fill(vcnName);
  const row = links.row(vcnName);
  for (const text of [
    vessel.Name,
    importVoyage.Name,
    exportVoyage.Name,
    applicant.applicantname,
    account.accountname,
  ])
    await expect(row).toContainText(text);
  await expect(row.locator('td').first()).toHaveText('1');
});

test('the VCN picker of a company with no open vessel call says so', async ({
  api,
  browser,
  baseURL,
}) => {
  // Journeys share one database: a company of its own has no vessel call of another journey.
  const company = await api.call(endpoints.company.create, {
    body: {
      companyname: uniqueName('Paradip Surveyors '),
      company_stateid: (await stateNamed(api, 'Odisha')).stateId,
    },
  });
  const clerk = await createUser(api, { companyid: company.companyid });
  const page = await signInElsewhere(browser, baseURL, clerk.username, clerk.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/vcnpartylink');

  await new ListPage(page, 'VCN Party Voyage').addButton().click();
  const add = new ModalForm(page, 'Add VCN Party Voyage');
  await add.select('VCN').click();
  await expect(page.getByText(declared(referenceLists.activeVcns.nothingFound))).toBeVisible();
  await page.context().close();
});

// Both lists grow by thousands of rows a year: the screens ask the server for the page shown,
// with the search, sort and page in the URL.

/** Bookings of these numbers, for a party, vessel and voyage of their own, saved through the API. */
async function saveBookings(api: Api, numbers: readonly string[]) {
  const { applicant, account } = await createParty(api);
  const { vessel, voyage } = await createVesselAndVoyage(api);
  for (const bookingno of numbers)
    await api.call(endpoints.bookingNumber.create, {
      body: {
        autoid: 0,
        applicant: applicant.applicantid,
        account: account.accountid,
        vessel: vessel.Vesselid,
        voyage: voyage.Voyageid,
        bookingno,
        conttype: 'HC',
      },
    });
  return { vessel };
}

test('the Dockout Bookingno list pages, searches and sorts on the server, and exports every row found', async ({
  page,
  api,
  signedIn,
}) => {
  const prefix = uniqueName('PG');
  const numbers = Array.from(
    { length: 12 },
    (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`,
  );
  const { vessel } = await saveBookings(api, numbers);
  const bookings = new ListPage(page, 'Booking no');
  await signedIn.openFromMenu('SCMTR', 'Dockout Bookingno');

  await bookings.search().fill(prefix.toLowerCase());
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await bookings.expectRows(2);
  await expect(bookings.row(numbers[11] ?? '')).toContainText(vessel.Name);
  await bookings.sortBy('Booking No');
  await bookings.sortBy('Booking No');
  await expect(page).toHaveURL(/sort=bookingno\.desc/);
  // The page stays while the order changes: page 2 now holds the first two saved.
  await expect(bookings.row(numbers[0] ?? '')).toBeVisible();
  await expect(bookings.row(numbers[1] ?? '')).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(bookings.bodyRows().first()).toContainText(numbers[11] ?? '');
  await expect(bookings.bodyRows().first().locator('td').first()).toHaveText('1');

  // The list state is the URL's: a reload shows the same page, search and order.
  await page.reload();
  await expect(bookings.search()).toHaveValue(prefix.toLowerCase());
  await expect(bookings.bodyRows().first()).toContainText(numbers[11] ?? '');
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await shot(page, 'dockoutbooking-paged');

  const download = page.waitForEvent('download');
  await bookings.exportAs('CSV');
  const file = await download;
  expect(file.suggestedFilename()).toBe('dockout_bookingno.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  const column = (lines[0] ?? '').split(',').indexOf('Booking No');
  expect(lines.slice(1).map((line) => line.split(',')[column])).toEqual([...numbers].reverse());
});

test('the VCN Party Voyage list pages, searches and sorts on the server', async ({
  page,
  api,
  signedIn,
}) => {
  const { vessel, voyage } = await createVesselAndVoyage(api);
  const vcnName = uniqueName('PGL');
  const vcn = await createVcn(api, {
    vcnName,
    vesselID: vessel.Vesselid,
    import_voyage: voyage.Voyageid,
  });
  const applicants: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const { applicant, account } = await createParty(api);
    applicants.push(applicant.applicantname);
    await api.call(endpoints.vcnPartyLink.create, {
      body: {
        autoid: 0,
        vcnID: vcn.vcnID,
        import_voyage: voyage.Voyageid,
        applicant: applicant.applicantid,
        account: account.accountid,
      },
    });
  }
  const links = new ListPage(page, 'VCN Party Voyage');
  await signedIn.openFromMenu('SCMTR', 'VCN Party Voyage');

  await links.search().fill(vcnName);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await links.sortBy('Applicant');
  await links.sortBy('Applicant');
  await expect(page).toHaveURL(/sort=applicant\.desc/);
  const descending = [...applicants].sort().reverse();
  await expect(links.bodyRows().first()).toContainText(descending[0] ?? '');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await links.expectRows(2);
  await expect(links.bodyRows().first()).toContainText(descending[10] ?? '');
  await expect(links.bodyRows().first().locator('td').first()).toHaveText('11');
  await expect(links.bodyRows().first()).toContainText(vessel.Name);
  await shot(page, 'vcnpartylink-paged');

  // A search by the vessel's name finds the links through their call.
  await links.search().fill(vessel.Name);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
});
