import type { CustomsListFilter } from '@quaybook/contract';
import { parseContainerNumbers } from '@quaybook/domain';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { loadedExportNumbers } from './loadedExportRepository';

/** The columns of a customs record a list filters on. */
export interface CustomsRecordColumns {
  companyId: AnyPgColumn;
  containerNo: AnyPgColumn;
  sbDate: AnyPgColumn;
}

/**
 * The condition of Shipping Bills and EGM Uploaded List (002 §5) on a customs record, each part
 * the filter fills narrowing it: a party's call keeps the records of containers loaded for the
 * party on that vessel and voyage (at the location, if chosen); container numbers keep those
 * containers; dates (where `byDates`) keep SB dates in the range. The caller's service has
 * refused a filter asking for too little, an id of another company or a malformed number
 * (`refuseUnfitCustomsFilter`).
 */
export function customsRecordWhere(
  db: Database,
  companyId: number,
  filter: CustomsListFilter,
  record: CustomsRecordColumns,
  { byDates }: { byDates: boolean },
): SQL {
  const { numbers } = parseContainerNumbers(filter.contnumber ?? '');
  const { applicantID, accountID, vesselID, VoyId, locID } = filter;
  const call =
    applicantID && accountID && vesselID && VoyId
      ? loadedExportNumbers(db, companyId, {
          applicant: applicantID,
          account: accountID,
          vessel: vesselID,
          voyage: VoyId,
          location: locID,
        })
      : undefined;
  return and(
    eq(record.companyId, companyId),
    call ? inArray(record.containerNo, call) : undefined,
    numbers.length > 0 ? inArray(record.containerNo, numbers) : undefined,
    byDates && filter.fromdate ? gte(record.sbDate, filter.fromdate) : undefined,
    byDates && filter.todate ? lte(record.sbDate, filter.todate) : undefined,
  ) as SQL;
}
