import {
  CUSTOMS_MESSAGES,
  type CustomsListFilter,
  customsFilterIsEnough,
  type SessionUser,
} from '@quaybook/contract';
import { parseContainerNumbers } from '@quaybook/domain';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { refuseUnknownChoices } from '../../shared/choices';
import { loadedExportNumbers } from './loadedExports';

/** The columns of a customs record a list filters on. */
interface CustomsRecordColumns {
  companyId: AnyPgColumn;
  containerNo: AnyPgColumn;
  sbDate: AnyPgColumn;
}

/**
 * The condition of Shipping Bills and EGM Uploaded List (002 §5) on a customs record, each part
 * the filter fills narrowing it: a party's call keeps the records of containers loaded for the
 * party on that vessel and voyage (at the location, if chosen); container numbers keep those
 * containers; dates (where `byDates`) keep SB dates in the range. A filter asking for too little,
 * an id of another company or a malformed container number is refused.
 */
export async function customsListWhere(
  db: Database,
  user: Pick<SessionUser, 'company_id'>,
  filter: CustomsListFilter,
  record: CustomsRecordColumns,
  { byDates }: { byDates: boolean },
): Promise<SQL> {
  if (!customsFilterIsEnough(filter, { byDates })) throw badRequest(CUSTOMS_MESSAGES.fillRequired);
  const { numbers, invalid } = parseContainerNumbers(filter.contnumber ?? '');
  if (invalid.length > 0)
    throw badRequest(`Not container numbers: ${invalid.slice(0, 10).join(', ')}.`, {
      contnumber: 'Each container number is 4 letters and 7 digits.',
    });
  const { applicantID, accountID, vesselID, VoyId, locID } = filter;
  await refuseUnknownChoices(db, user.company_id, {
    applicant: applicantID,
    account: accountID,
    vessel: vesselID,
    voyage: VoyId,
    location: locID,
  });
  const call =
    applicantID && accountID && vesselID && VoyId
      ? loadedExportNumbers(db, user.company_id, {
          applicant: applicantID,
          account: accountID,
          vessel: vesselID,
          voyage: VoyId,
          location: locID,
        })
      : undefined;
  return and(
    eq(record.companyId, user.company_id),
    call ? inArray(record.containerNo, call) : undefined,
    numbers.length > 0 ? inArray(record.containerNo, numbers) : undefined,
    byDates && filter.fromdate ? gte(record.sbDate, filter.fromdate) : undefined,
    byDates && filter.todate ? lte(record.sbDate, filter.todate) : undefined,
  ) as SQL;
}
