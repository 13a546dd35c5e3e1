import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
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
import { auditOf } from '../../shared/audit';
import { choiceProblems, containerTypeProblem } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';
import { nameThrough } from '../master/masterRepository';

/** Booking numbers with the names of everything they refer to. */
export const listedBookings = (db: Database) =>
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

export const bookingNumberDefinition = masterDefinition({
  entity: entities.bookingNumber,
  table: bookingNumbers,
  listed: listedBookings,
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
  // What the screen shows: the number and the names of what the booking refers to.
  search: [
    bookingNumbers.bookingNo,
    nameThrough(bookingNumbers.applicantId, applicants.id, applicants.name),
    nameThrough(bookingNumbers.accountId, accounts.id, accounts.name),
    nameThrough(bookingNumbers.vesselId, vessels.id, vessels.name),
    nameThrough(bookingNumbers.voyageId, voyages.id, voyages.name),
    nameThrough(bookingNumbers.locationId, locations.id, locations.name),
    nameThrough(bookingNumbers.movementId, movements.id, movements.name),
    nameThrough(bookingNumbers.containerType, containerTypes.typeCode, containerTypes.typeText),
  ],
  sort: {
    applicant: applicants.name,
    account: accounts.name,
    vessel: vessels.name,
    voyage: voyages.name,
    location: locations.name,
    movementid: movements.name,
    bookingno: bookingNumbers.bookingNo,
    // The screen shows the type's name; a save takes known types only, so each has one.
    conttype: containerTypes.typeText,
  },
});
