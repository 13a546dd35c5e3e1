import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { banks, countries, states } from './reference';

/** Customers billed for surveys (shipping lines, agents); their state decides CGST+SGST or IGST. */
export const applicants = pgTable(
  'applicants',
  {
    id: idColumn(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    pin: text('pin'),
    countryId: integer('country_id').references(() => countries.id),
    pan: text('pan'),
    gst: text('gst'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    isActive: boolean('is_active').notNull().default(true),
    bankId: integer('bank_id').references(() => banks.id),
    /** Where container numbers appear on bills: 0 none, 1 bill end, 2 per report, 3 report end. */
    containerInBill: smallint('container_in_bill').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('applicants_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** Accounts (principals) a survey is done for, paired with applicants as parties. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    pin: text('pin'),
    pan: text('pan'),
    gst: text('gst'),
    tan: text('tan'),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('accounts_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** A party: one applicant with one account, known by a short name. */
export const linkParties = pgTable(
  'link_parties',
  {
    id: idColumn(),
    companyId: companyColumn(),
    shortName: text('short_name').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The line's EDI: our id at the line (UNB sender, NAD MS) and the line's (UNB, NAD MR). */
    ediSenderId: text('edi_sender_id'),
    ediRecipientId: text('edi_recipient_id'),
    /** The line's BIC carrier code (TDT, NAD CA/CF). */
    carrierCode: text('carrier_code'),
    /** Where reports e-mailed to the line go (General Excel); none: the applicant's e-mail. */
    reportEmail: text('report_email'),
    /** The line's labour rate per hour for repairs, in paise; estimates are priced with it. */
    labourRatePaise: bigint('labour_rate_paise', { mode: 'number' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('link_parties_company_short_name_key').on(t.companyId, sql`lower(${t.shortName})`),
    index('link_parties_applicant_idx').on(t.applicantId),
    index('link_parties_account_idx').on(t.accountId),
  ],
);
