import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingNumbers, containers, partyBlLines } from '../../db/schema';
import { loadedExportsOf } from '../customs/loadedExportRepository';
import { listedBookings } from '../customsLinks/bookingNumberDefinition';

// Booking numbers are typed by hand on several screens; a lookup matches them in any case.
const sameBooking = (column: AnyColumn, bookingNo: string) =>
  eq(sql`upper(${column})`, bookingNo.toUpperCase());

/** The Dockout Bookingno records of the booking, with the names they point at. */
export function bookedRecords(db: Database, companyId: number, bookingNo: string) {
  return listedBookings(db)
    .where(
      and(
        eq(bookingNumbers.companyId, companyId),
        sameBooking(bookingNumbers.bookingNo, bookingNo),
      ),
    )
    .orderBy(asc(bookingNumbers.id));
}
export type BookedRecord = Awaited<ReturnType<typeof bookedRecords>>[number];

/**
 * The containers the party's bills of lading declare for the booking, with the size and ISO type
 * the container list knows them by (none for a container it does not know).
 */
export function blContainers(db: Database, companyId: number, bookingNo: string) {
  return db
    .select({
      blNo: partyBlLines.blNo,
      containerNo: partyBlLines.containerNo,
      packageCount: partyBlLines.packageCount,
      cargoWeight: partyBlLines.cargoWeight,
      tareWeight: partyBlLines.tareWeight,
      size: containers.size,
      isoCode: containers.isoCode,
    })
    .from(partyBlLines)
    .leftJoin(
      containers,
      and(eq(containers.companyId, companyId), eq(containers.number, partyBlLines.containerNo)),
    )
    .where(
      and(eq(partyBlLines.companyId, companyId), sameBooking(partyBlLines.bookingNo, bookingNo)),
    )
    .orderBy(asc(partyBlLines.containerNo), asc(partyBlLines.blNo));
}
export type BlContainer = Awaited<ReturnType<typeof blContainers>>[number];

/** The Export Load inspections that carry the booking. */
export const loadedOnBooking = (db: Database, companyId: number, bookingNo: string) =>
  loadedExportsOf(db, companyId, { bookingNo });
