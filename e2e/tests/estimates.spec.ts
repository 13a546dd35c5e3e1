import type { Page } from '@playwright/test';
import { ESTIMATE_MESSAGES, api as endpoints } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';
import {
  createInspectionCall,
  createKnownContainer,
  DENT_PHOTO,
  EntryPage,
  firstActiveCodes,
} from '../support/inspections';
import { receivedMails } from '../support/mailbox';
import { choose, taxIds } from '../support/masterData';
import { stateNamed } from '../support/partiesData';
import { shot } from '../support/screenshots';

// A surveyor records a damaged container with three damage lines; the clerk estimates its
// repair from the line's tariff, prices by hand the line the tariff does not cover, and sends
// it. The line approves two lines from the e-mailed link, one at a lower amount, and rejects
// one; the depot repairs the approved lines and bills the line its share.
//
// By hand, at ₹452.50 an hour, within West Bengal (CGST 9% + SGST 9% per line, half up):
// | line | size    | priced            | hours | labour   | material | amount   | CGST   | resp |
// | 1    | 25 × 20 | tariff ≤ 30 × 30  | 2.00  |   905.00 |   850.00 | 1,755.00 | 157.95 | U    |
// | 2    | 50 × 40 | tariff ≤ 60 × 60  | 3.50  | 1,583.75 | 1,600.00 | 3,183.75 | 286.54 | O    |
// | 3    | 100 × 80| by hand           | 1.25  |   565.63 |   333.33 |   898.96 |  80.91 | U    |
// Labour 3,054.38, material 2,783.33, taxable 5,837.71, CGST = SGST 525.40, total 6,888.51.
// The line approves 1 (₹1,755.00) and 2 at ₹3,000.00, rejects 3: approved ₹4,755.00.
// The repair bill charges line 1 only (U): ₹1,755.00 + 157.95 + 157.95 = ₹2,070.90, payable
// ₹2,071.00 after rounding; line 2's ₹3,000.00 is the owner's, listed apart.

const LABOUR_RATE = 452.5;
const rupees = (text: string) => new RegExp(`₹\\s?${text.replace('.', '\\.')}`);

async function figure(page: Page, label: string) {
  return page.getByLabel('Totals').getByText(label, { exact: true }).locator('..');
}

test('estimates a damaged container from the tariff, has it approved by link, repaired and billed', async ({
  page,
  api,
  shell,
  browser,
}) => {
  test.setTimeout(180_000);
  const call = await createInspectionCall(api, { needsCondition: true });
  const box = await createKnownContainer(api);
  const codes = await firstActiveCodes(api);
  const bengal = await stateNamed(api, 'West Bengal');
  const ids = taxIds(bengal.gstCode);
  await api.call(endpoints.applicant.update, {
    params: { applicantid: call.party.applicantId },
    body: {
      applicantname: call.party.applicantname,
      state_id: bengal.stateId,
      pan_no: ids.pan,
      gst_no: ids.gstin,
    },
  });
  const address = `eor-${Date.now()}@line.example`;
  await api.call(endpoints.linkParty.update, {
    params: { autoid: call.party.autoid },
    body: {
      short_name: call.party.short_name,
      applicantId: call.party.applicantId,
      accountId: call.party.accountId,
      edisenderid: 'QUAYBOOK',
      edirecipientid: 'LINEEDI',
      carriercode: 'LINE',
      reportemail: address,
      labourrate: LABOUR_RATE,
    },
  });
  const tariffRow = {
    linkpartyid: call.party.autoid,
    componentid: codes.component.autoid,
    repairid: codes.repair.autoid,
    measure: 'area' as const,
  };
  await api.call(endpoints.repairTariff.create, {
    body: {
      ...tariffRow,
      damageid: codes.damage.autoid,
      size: 20,
      upto_length_cm: 30,
      upto_breadth_cm: 30,
      hours: 2,
      material: 850,
    },
  });
  await api.call(endpoints.repairTariff.create, {
    body: {
      ...tariffRow,
      size: 0,
      upto_length_cm: 60,
      upto_breadth_cm: 60,
      hours: 3.5,
      material: 1600,
    },
  });

  // The surveyor records the damage: three lines, a photo of the first.
  const entry = new EntryPage(page);
  await page.goto('/damageentry');
  await entry.chooseCall(call);
  await entry.containerNo().fill(box.contnumber);
  await entry.containerNo().press('Tab');
  await expect(entry.choice('ISO')).toHaveValue('22G1');
  await choose(page, entry.choice('Place'), call.location.Name);
  await page.keyboard.press('Alt+D');
  const overlay = entry.damageDetails(box.contnumber);
  await entry.fillDamageLine(overlay, codes, { position: 'Front', length: '25', breadth: '20' });
  await overlay.getByLabel('Photo file').setInputFiles(DENT_PHOTO);
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await entry.fillDamageLine(overlay, codes, { position: 'Top', length: '50', breadth: '40' });
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await entry.fillDamageLine(overlay, codes, { position: 'Left', length: '100', breadth: '80' });
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await overlay.getByRole('button', { name: 'Done (3)' }).click();
  await expect(entry.recent()).toContainText(box.contnumber);

  // The clerk finds it on View Inspection and estimates it.
  await page.goto('/transactionmanagment');
  await choose(page, page.getByRole('combobox', { name: 'Party' }).first(), call.party.short_name);
  await choose(page, page.getByRole('combobox', { name: 'Vessel' }).first(), call.vessel.Name);
  await choose(page, page.getByRole('combobox', { name: 'Voyage' }).first(), call.voyage.Name);
  await page.getByRole('button', { name: 'Show Result' }).click();
  await page.getByRole('button', { name: `Create estimate of ${box.contnumber}` }).click();
  await expect(page.getByRole('heading', { name: /EOR\// })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Estimate lines' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  // The third line is larger than every band: it waits to be priced by hand.
  await expect(page.getByRole('status')).toHaveText(ESTIMATE_MESSAGES.unpriced([3]));
  await expect(page.getByRole('button', { name: 'Send to line' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Hours of line 1' })).toHaveValue('2.00');
  await expect(page.getByRole('textbox', { name: 'Material of line 2' })).toHaveValue('1600.00');

  await page.getByRole('textbox', { name: 'Hours of line 3' }).fill('1.25');
  await page.getByRole('textbox', { name: 'Material of line 3' }).fill('333.33');
  await page.getByRole('combobox', { name: 'Responsibility of line 2' }).selectOption('O');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(ESTIMATE_MESSAGES.saved)).toBeVisible();
  for (const [label, amount] of [
    ['Labour', '3,054.38'],
    ['Material', '2,783.33'],
    ['Taxable', '5,837.71'],
    ['CGST 9%', '525.40'],
    ['SGST 9%', '525.40'],
    ['Total', '6,888.51'],
    ['Owner', '3,183.75'],
    ['User', '2,653.96'],
  ] as const)
    await expect(await figure(page, label)).toContainText(rupees(amount));
  await shot(page, 'estimate-draft');

  await page.getByRole('button', { name: 'Send to line' }).click();
  await page
    .getByRole('dialog', { name: 'Send to line' })
    .getByRole('button', { name: 'Yes, send' })
    .click();
  await expect(shell.toast(ESTIMATE_MESSAGES.sent)).toBeVisible();
  await expect(page.getByRole('button', { name: 'DESTIM' })).toBeVisible();

  // The line's e-mail carries the link (the count-th mail to it); opened without signing in.
  const linkOfMail = async (count: number) => {
    let found = '';
    await expect(async () => {
      const mails = (await receivedMails()).filter(
        (received) => received.to && JSON.stringify(received.to).includes(address),
      );
      expect(mails).toHaveLength(count);
      found = /https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
      expect(found).not.toBe('');
    }).toPass({ timeout: 15_000 });
    return new URL(found).pathname;
  };
  const first = await linkOfMail(1);

  // The line says it lost the mail: the clerk sends the link again, and the first stops working.
  await page.getByRole('button', { name: 'Send link again' }).click();
  const again = page.getByRole('dialog', { name: 'Send link again' });
  await expect(again).toContainText(ESTIMATE_MESSAGES.resendConfirm(address));
  await shot(page, 'estimate-send-link-again');
  await again.getByRole('button', { name: 'Yes, send' }).click();
  await expect(shell.toast(ESTIMATE_MESSAGES.linkResent)).toBeVisible();
  const link = await linkOfMail(2);
  expect(link).not.toBe(first);

  const line = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const approval = await line.newPage();
  await approval.setViewportSize({ width: 390, height: 844 });
  await approval.goto(first);
  await expect(approval.getByText(ESTIMATE_MESSAGES.linkExpired)).toBeVisible();
  await approval.goto(link);
  await expect(approval.getByRole('heading', { name: /Repair estimate EOR\// })).toBeVisible();
  await approval.getByRole('button', { name: 'Approve line 1' }).click();
  await approval.getByRole('button', { name: 'Approve line 2' }).click();
  await approval
    .getByRole('region', { name: 'Line 2' })
    .getByRole('textbox', { name: /lower amount/ })
    .fill('3000');
  await approval.getByRole('button', { name: 'Reject line 3' }).click();
  await approval
    .getByRole('region', { name: 'Line 3' })
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Pre-existing damage');
  await shot(approval, 'estimate-approval-phone');
  await approval.getByRole('button', { name: 'Submit decisions' }).click();
  await expect(approval.getByText(ESTIMATE_MESSAGES.decided)).toBeVisible();
  await expect(approval.getByRole('region', { name: 'Line 3' })).toContainText('Rejected');
  await line.close();

  // Back at the depot: partly approved for ₹4,755.00; the approved lines are repaired.
  await page.reload();
  await expect(page.getByText('Partly approved').first()).toBeVisible();
  await expect(await figure(page, 'Approved')).toContainText(rupees('4,755.00'));
  await page.getByRole('button', { name: 'Complete repair' }).click();
  const repair = page.getByRole('dialog', { name: 'Complete repair' });
  await repair.getByRole('checkbox', { name: 'Line 1 repaired' }).check();
  await repair.getByRole('checkbox', { name: 'Line 2 repaired' }).check();
  await repair.getByLabel('Line 1 photos').setInputFiles(DENT_PHOTO);
  await repair.getByRole('button', { name: 'Record repair' }).click();
  await expect(shell.toast(ESTIMATE_MESSAGES.repaired)).toBeVisible();
  await expect(page.getByText('Repaired').first()).toBeVisible();
  await shot(page, 'estimate-repaired');

  // Billed: the line pays line 1 with its taxes, rounded to the rupee.
  await page.goto('/bill?kind=repair');
  await choose(page, page.getByRole('combobox', { name: 'Party' }).first(), call.party.short_name);
  await page.getByRole('button', { name: 'Show Result' }).click();
  const estimateNo =
    (await api.call(endpoints.estimate.list, { query: { linkpartyid: call.party.autoid } }))[0]
      ?.estimateno ?? '';
  await page.getByRole('checkbox', { name: `Select ${estimateNo}` }).check();
  await page.getByRole('checkbox', { name: 'Round Off' }).check();
  await page.getByRole('button', { name: 'Generate repair bill' }).click();
  await expect(page.getByTestId('generated-repair-bill')).toContainText(/RB\/\d{2}-\d{2}\/\d{5}/);
  const [bill] = await api.call(endpoints.repairBill.list, {
    query: { applicant: call.party.applicantId, account: call.party.accountId },
  });
  expect(bill).toMatchObject({ taxable: 175_500, cgst: 15_795, sgst: 15_795, payableamt: 207_100 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: bill?.billno ?? '', exact: true })).toBeVisible();
  await shot(page, 'repair-bills');
});
