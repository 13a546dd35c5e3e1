import { BILL_MESSAGES, api as endpoints, MIS_BILL_MESSAGES } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { createMisBillParties, misBillsOf } from '../support/misBills';
import { shot } from '../support/screenshots';
import { todayIso } from '../support/vesselCalls';

// A clerk uploads an MIS bill to the e-invoice portal and records the IRN the portal gave back:
// MIS Bills then shows the bill registered, and it can no longer be edited.

const randomIrn = () =>
  Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

test('records the IRN of an MIS bill from MIS Bills, which then shows it registered', async ({
  page,
  api,
}) => {
  const { applicant, account } = await createMisBillParties(api);
  await api.call(endpoints.misBill.save, {
    body: {
      mismaster: [
        {
          applicantID: applicant.applicantid,
          accountID: account.accountid,
          billdate: todayIso(),
          custrefno: 'PO-7781',
          isReport: 0,
          reportno: '',
          reportdate: '',
          isRound: 1,
          nonGstBill: 0,
          isExpBill: 0,
          particulars: 'Survey of reefer containers at KPD',
        },
      ],
      misdetail: [
        { billitem: 'Survey Fees', qty: 3, unit: 'Cntr', rate: 1250.5 },
        { billitem: 'Travelling', qty: 1, unit: 'Trip', rate: 800 },
      ],
    },
  });
  const [bill] = await misBillsOf(api, applicant);
  if (!bill) throw new Error('the MIS bill was not saved');

  await page.goto('/misreportlist');
  await choose(
    page,
    page.getByRole('combobox', { name: 'Applicant' }).first(),
    applicant.applicantname,
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const row = page.getByRole('row').filter({ hasText: bill.billno });
  await row.getByRole('button', { name: `E-invoice of ${bill.billno}` }).click();
  const modal = page.getByRole('dialog', { name: `E-invoice of MIS bill ${bill.billno}` });
  await expect(modal.getByRole('button', { name: 'Download e-invoice JSON' })).toBeVisible();

  const irn = randomIrn();
  await modal.getByRole('textbox', { name: 'IRN' }).fill('not-a-hash');
  await modal.getByRole('textbox', { name: 'Ack No' }).fill('112010036563310');
  await modal.getByRole('textbox', { name: 'Ack Date' }).fill(`${todayIso()} 14:05:09`);
  await modal.getByRole('button', { name: 'Save IRN' }).click();
  await expect(page.getByText(BILL_MESSAGES.irnFormat).first()).toBeVisible();
  await modal.getByRole('textbox', { name: 'IRN' }).fill(irn);
  await shot(page, 'mis-einvoice');
  await modal.getByRole('button', { name: 'Save IRN' }).click();
  await expect(page.getByText(BILL_MESSAGES.irnSaved)).toBeVisible();
  await expect(modal.getByTestId('bill-irn')).toContainText(irn);
  await shot(page, 'mis-einvoice-registered');

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(row.getByText('IRN', { exact: true })).toBeVisible();
  const edit = row.getByRole('button', { name: `Edit ${bill.billno}` });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAttribute('title', MIS_BILL_MESSAGES.registered(bill.billno));
  await shot(page, 'mis-bills-registered');
});
