import {
  type AccountRow,
  type ApplicantRow,
  api as endpoints,
  type MisLine,
} from '@quaybook/contract';
import { paiseToRupees } from '@quaybook/domain';
import type { Api } from './api';
import { createParty } from './vesselCalls';

// Data for the MIS bill journeys, arranged through the API with names of their own.

/** Who an MIS bill is raised for: an applicant and an account of their own. */
interface MisBillParties {
  applicant: ApplicantRow;
  account: AccountRow;
}

export async function createMisBillParties(api: Api): Promise<MisBillParties> {
  return createParty(api);
}

/** The company's MIS bills of an applicant, newest first, as MIS Bills lists them. */
export function misBillsOf(api: Api, applicant: ApplicantRow) {
  return api.call(endpoints.misBill.list, { query: { applicant: applicant.applicantid } });
}

/**
 * A colleague's change to a stored MIS bill: its customer reference, as MIS Bills' edit saves
 * it, from the version stored now.
 */
export async function changeCustomerRef(api: Api, billno: string, custrefno: string) {
  const [[master], lines] = await api.call(endpoints.misBill.details, { query: { billno } });
  if (!master) throw new Error(`MIS bill ${billno} was not found`);
  await api.call(endpoints.misBill.update, {
    body: {
      mismaster: [
        {
          billno,
          version: master.version,
          applicantID: master.applicantID,
          accountID: master.accountID ?? 0,
          billdate: master.billdate,
          custrefno,
          isReport: master.isReport,
          reportno: master.reportno ?? '',
          reportdate: master.reportdate ?? '',
          isRound: master.isRound,
          nonGstBill: master.nonGstBill,
          isExpBill: master.isExpBill,
          particulars: master.particulars ?? '',
        },
      ],
      misdetail: lines.map((line) => ({
        billitem: line.billitem as MisLine['billitem'],
        qty: line.qty,
        unit: line.unit,
        rate: paiseToRupees(line.rate),
      })),
    },
  });
}
