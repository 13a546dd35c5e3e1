import { api as endpoints, Role } from '@quaybook/contract';
import { formatRupees } from '@quaybook/domain';
import { signedInApi, uniqueName } from '../support/api';
import { createBillingWorld, paiseOf, RATES } from '../support/bills';
import { expect, test } from '../support/fixtures';
import { ListPage } from '../support/pages';
import { stateNamed } from '../support/partiesData';
import { shot } from '../support/screenshots';
import { createUser, signInElsewhere } from '../support/users';

// A depot manager's morning: the dashboard of a company whose only work is this journey's day,
// each figure read on the screen and followed to the list it counts.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test('a manager reads the day on the dashboard, and each figure leads to the rows it counts', async ({
  browser,
  baseURL,
  api,
}) => {
  const bengal = await stateNamed(api, 'West Bengal');
  const company = await api.call(endpoints.company.create, {
    body: { companyname: uniqueName('Depot '), company_stateid: bengal.stateId },
  });
  const manager = await createUser(api, { roleid: Role.admin, companyid: company.companyid });
  const theirs = await signedInApi(baseURL ?? '', manager.username, manager.password);
  // Three containers inspected today, on two survey reports not yet billed.
  const world = await createBillingWorld(theirs, [[20, 20], [40]]);
  const party = `${world.party.applicantname} / ${world.party.accountname}`;
  const movement = world.movement.Name;

  const page = await signInElsewhere(browser, baseURL, manager.username, manager.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const figure = (label: string) => page.getByRole('link', { name: label, exact: true });
  await expect(figure('Inspected today')).toHaveText('3');
  await expect(figure('Inspected this month')).toHaveText('3');
  await expect(figure('Not on a report')).toHaveText('0');
  await expect(figure('Reports not billed')).toHaveText('2');
  const value = formatRupees(2 * paiseOf(RATES.twenty) + paiseOf(RATES.forty));
  await expect(page.getByText(`₹ ${value} at today's rates`)).toBeVisible();
  await expect(figure('EDI not sent')).toHaveText('3');
  await shot(page, 'dashboard');

  // Today's inspections of the movement: View Inspection of today and that movement.
  await page.getByRole('link', { name: `${movement} sound today` }).click();
  await expect(page.getByRole('heading', { name: 'View Inspection' })).toBeVisible();
  await expect(page).toHaveURL(
    /\/transactionmanagment\?fromdate=\d{4}-\d\d-\d\d&todate=.*&movement=/,
  );
  const inspections = new ListPage(page, 'Inspection');
  await inspections.expectRows(3);
  for (const row of world.inspections)
    await expect(page.getByRole('cell', { name: row.contnumber, exact: true })).toBeVisible();

  // The party's reports to bill: Bill Generate with the party chosen lists the two.
  await page.goBack();
  await page.getByRole('link', { name: `${party} reports to bill` }).click();
  await expect(page.getByRole('heading', { name: 'Bill Generate' })).toBeVisible();
  const reports = new ListPage(page, 'Report');
  await reports.expectRows(2);
  for (const report of world.reports)
    await expect(page.getByText(report.rptno, { exact: true })).toBeVisible();
  await page.context().close();
});
