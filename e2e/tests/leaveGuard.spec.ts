import { FORM_MESSAGES } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';
import { containerNumber } from '../support/masterData';
import { ListPage } from '../support/pages';

// A clerk who has typed into an open row or an entry and goes elsewhere is asked first.

test('a menu click with a voyage typed in the add row asks first: Stay keeps it, Leave goes', async ({
  page,
  signedIn,
}) => {
  await signedIn.openFromMenu('Master', 'Voyage');
  const voyages = new ListPage(page, 'Voyage');
  await voyages.addButton().click();
  await voyages.field('Voyage Name').fill('KOL-HALF-TYPED');

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Vessel', exact: true }).click();
  const question = page.getByRole('dialog').filter({ hasText: FORM_MESSAGES.leaveUnsaved });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/voyage/);
  await expect(voyages.field('Voyage Name')).toHaveValue('KOL-HALF-TYPED');

  await nav.getByRole('link', { name: 'Vessel', exact: true }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/vessel/);
});

test('an open row with nothing typed is left without a question', async ({ page, signedIn }) => {
  await signedIn.openFromMenu('Master', 'Voyage');
  await new ListPage(page, 'Voyage').addButton().click();
  await signedIn.openFromMenu('Master', 'Vessel');
  await expect(page).toHaveURL(/\/vessel/);
});

test('browser Back from Transaction Entry with a container number typed asks first', async ({
  page,
  signedIn,
}) => {
  await signedIn.openFromMenu('Transaction', 'Transaction Entry');
  await expect(page.getByRole('heading', { name: 'Transaction Entry' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Container No' }).fill(containerNumber());

  await page.goBack();
  const question = page.getByRole('dialog').filter({ hasText: FORM_MESSAGES.leaveUnsaved });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/transaction/);
  await page.goBack();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
