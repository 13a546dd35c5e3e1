import type { BookingNumberRow, bookingNumberInput } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  bookingNumbers,
  containerTypes,
  locations,
  movements,
  vessels,
  voyages,
} from '../../db/schema';
import { auditOf, type MasterDefinition } from '../master/masterDefinition';
import { choiceProblems, containerTypeProblem } from '../vcn/companyChoices';

/** Booking numbers with the names of everything they refer to. */
const listedBookings = (db: Database) =>
  db
    .select({
      booking: bookingNumbers,
      applicantName: applicants.name,
      accountName: accounts.name,
      vesselName: vessels.name,
      voyageName: voyages.name,
      locationName: locations.name,
      movementName: movements.name,
      typeText: containerTypes.typeText,
    })
    .from(bookingNumbers)
    .leftJoin(applicants, eq(applicants.id, bookingNumbers.applicantId))
    .leftJoin(accounts, eq(accounts.id, bookingNumbers.accountId))
    .leftJoin(vessels, eq(vessels.id, bookingNumbers.vesselId))
    .leftJoin(voyages, eq(voyages.id, bookingNumbers.voyageId))
    .leftJoin(locations, eq(locations.id, bookingNumbers.locationId))
    .leftJoin(movements, eq(movements.id, bookingNumbers.movementId))
    .leftJoin(containerTypes, eq(containerTypes.typeCode, bookingNumbers.containerType))
    .$dynamic();

type ListedBooking = Awaited<ReturnType<typeof listedBookings>>[number];

export const bookingNumberDefinition: MasterDefinition<
  typeof bookingNumbers,
  BookingNumberRow,
  z.output<typeof bookingNumberInput>,
  ListedBooking
> = {
  table: bookingNumbers,
  listed: (db) => listedBookings(db) as unknown as PgSelect,
  messages: {
    created: 'Booking no added successfully',
    updated: 'Booking no updated successfully',
    notFound: 'Booking no not found.',
  },
  toRow: (r) => ({
    autoid: r.booking.id,
    applicant: r.booking.applicantId,
    applicantname: r.applicantName,
    account: r.booking.accountId,
    accountname: r.accountName,
    vessel: r.booking.vesselId,
    vessname: r.vesselName,
    voyage: r.booking.voyageId,
    voyname: r.voyageName,
    location: r.booking.locationId,
    locname: r.locationName,
    movementid: r.booking.movementId,
    movname: r.movementName,
    bookingno: r.booking.bookingNo,
    conttype: r.booking.containerType,
    conttypetext: r.typeText,
    ...auditOf(r.booking),
  }),
  toValues: (input) => ({
    applicantId: input.applicant,
    accountId: input.account,
    vesselId: input.vessel,
    voyageId: input.voyage,
    locationId: input.location,
    movementId: input.movementid,
    bookingNo: input.bookingno,
    containerType: input.conttype,
  }),
  async check(input, { db, user }) {
    return {
      ...(await choiceProblems(db, user.company_id, [
        { field: 'applicant', kind: 'applicant', id: input.applicant },
        { field: 'account', kind: 'account', id: input.account },
        { field: 'vessel', kind: 'vessel', id: input.vessel },
        { field: 'voyage', kind: 'voyage', id: input.voyage },
        { field: 'location', kind: 'location', id: input.location },
        { field: 'movementid', kind: 'movement', id: input.movementid },
      ])),
      ...(await containerTypeProblem(db, 'conttype', input.conttype)),
    };
  },
  search: [bookingNumbers.bookingNo],
  sort: { bookingno: bookingNumbers.bookingNo },
};
