import { BILL_MESSAGES, type BillRow, type ReportRow, type SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { Listed } from '../../shared/paging';
import { refuseUnfitReportFilter } from '../report/reportListService';
import {
  type BillListQuery,
  listBills,
  reportsOfBill,
  type UnbilledQuery,
  unbilledReports,
} from './billListRepository';
import { billByNo } from './storedBill';

/** What the bill screens list: Bill Generate's reports, the Bills list, a bill's reports. */
export function billListService(db: Database) {
  return {
    /** Bill Generate's reports of a party (required) on no bill, the report filters checked. */
    unbilled(user: SessionUser, query: UnbilledQuery) {
      if (!query.applicant)
        throw badRequest(BILL_MESSAGES.selectParty, { applicant: BILL_MESSAGES.selectParty });
      refuseUnfitReportFilter(query);
      return unbilledReports(db, user.company_id, query);
    },

    /** The Bills list, its dates and container numbers checked first. */
    list(user: SessionUser, query: BillListQuery): Promise<Listed<BillRow>> {
      refuseUnfitReportFilter(query);
      return listBills(db, user.company_id, query);
    },

    /** The reports the company's bill of this number charged; 404 for any other bill. */
    async reportsOf(user: SessionUser, billNo: string): Promise<ReportRow[]> {
      const bill = await billByNo(db, user.company_id, billNo);
      return reportsOfBill(db, user.company_id, bill.id);
    },
  };
}
