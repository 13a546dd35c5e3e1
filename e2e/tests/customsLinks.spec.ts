import { declared, api as endpoints, entities, referenceLists } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ModalForm } from '../support/modalForm';
import { ListPage } from '../support/pages';
import { stateNamed } from '../support/partiesData';
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
