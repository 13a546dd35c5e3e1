import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, applicants, companies, states } from '../../db/schema';

const supplierState = alias(states, 'supplier_state');
const recipientState = alias(states, 'recipient_state');

/** The company and the applicant with their states' rows, if both are there. */
export async function companyAndApplicant(db: Database, companyId: number, applicantId: number) {
  const [found] = await db
    .select({
      company: companies,
      companyState: supplierState,
      applicant: applicants,
      applicantState: recipientState,
    })
    .from(companies)
    .innerJoin(applicants, eq(applicants.id, applicantId))
    .leftJoin(supplierState, eq(supplierState.id, companies.stateId))
    .leftJoin(recipientState, eq(recipientState.id, applicants.stateId))
    .where(eq(companies.id, companyId));
  return found;
}

/** An account's name, if there is one of that id. */
export async function accountNameOf(db: Database, accountId: number) {
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.name;
}

/** The state of a two-digit GST state code, if there is one. */
export async function stateOfGstCode(db: Database, gstCode: string) {
  const [place] = await db.select().from(states).where(eq(states.gstCode, gstCode));
  return place;
}
