import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicants, countries, states } from '../../db/schema';
import { partyProblems } from '../../shared/partyChecks';
import { masterDefinition } from '../master/masterDefinition';

/** An applicant with the names of its state and country, as the list shows it. */
const listedApplicants = (db: Database) =>
  db
    .select({ applicant: applicants, stateName: states.name, countryName: countries.name })
    .from(applicants)
    .leftJoin(states, eq(states.id, applicants.stateId))
    .leftJoin(countries, eq(countries.id, applicants.countryId))
    .$dynamic();

export const applicantDefinition = masterDefinition({
  entity: entities.applicant,
  table: applicants,
  listed: listedApplicants,
  uniqueColumn: applicants.name,
  toRow: ({ applicant: a, stateName, countryName }) => ({
    applicantid: a.id,
    applicantname: a.name,
    address: a.address,
    city: a.city,
    state_id: a.stateId,
    state: stateName,
    pin: a.pin,
    countryid: a.countryId,
    country: countryName,
    pan_no: a.pan,
    gst_no: a.gst,
    phone: a.phone,
    email: a.email,
    website: a.website,
    is_active: a.isActive ? 1 : 0,
    bank_id: a.bankId ?? 0,
    isContInBill: a.containerInBill,
    companyid: a.companyId,
    created_by: a.createdBy,
    create_date: a.createdAt.toISOString(),
    version: a.version,
    last_modified_by: a.modifiedBy,
    last_modified_date: a.modifiedAt?.toISOString() ?? null,
  }),
  toValues: (input) => ({
    name: input.applicantname,
    address: input.address,
    city: input.city,
    stateId: input.state_id,
    pin: input.pin,
    countryId: input.countryid,
    pan: input.pan_no,
    gst: input.gst_no,
    phone: input.phone,
    email: input.email,
    website: input.website,
    bankId: input.bank_id,
    containerInBill: input.isContInBill,
    ...(input.is_active === undefined ? {} : { isActive: input.is_active === 1 }),
  }),
  check: (input, { db }) =>
    partyProblems(db, {
      state: { field: 'state_id', id: input.state_id },
      country: { field: 'countryid', id: input.countryid },
      bank: { field: 'bank_id', id: input.bank_id },
      pan: { field: 'pan_no', value: input.pan_no },
      gstin: { field: 'gst_no', value: input.gst_no },
    }),
  search: [applicants.name, applicants.city, applicants.pan, applicants.gst, applicants.email],
  sort: {
    applicantname: applicants.name,
    city: applicants.city,
    state_id: states.name,
    countryid: countries.name,
    pan_no: applicants.pan,
    gst_no: applicants.gst,
  },
});
