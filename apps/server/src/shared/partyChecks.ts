import type { FieldProblems } from '@quaybook/contract';
import { taxIdProblems } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banks, countries, states } from '../db/schema';

/** What an applicant or account names, with the wire field each travels in. */
interface PartyFacts {
  state: { field: string; id: number | null };
  country: { field: string; id: number | null };
  bank?: { field: string; id: number | null };
  pan: { field: string; value: string | null };
  gstin: { field: string; value: string | null };
  tan?: { field: string; value: string | null };
}

/**
 * The rules a party's address and tax ids follow: the state, country and bank exist; PAN, GSTIN
 * and TAN have their shapes, the GSTIN its check character, the chosen state's GST code and the PAN.
 */
export async function partyProblems(db: Database, facts: PartyFacts): Promise<FieldProblems> {
  const problems: FieldProblems = {};
  let stateCode: string | undefined;
  if (facts.state.id !== null) {
    const [state] = await db
      .select({ gstCode: states.gstCode })
      .from(states)
      .where(eq(states.id, facts.state.id));
    if (state) stateCode = state.gstCode;
    else problems[facts.state.field] = 'The chosen state does not exist.';
  }
  if (facts.country.id !== null) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, facts.country.id));
    if (!country) problems[facts.country.field] = 'The chosen country does not exist.';
  }
  if (facts.bank && facts.bank.id !== null) {
    const [bank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, facts.bank.id));
    if (!bank) problems[facts.bank.field] = 'The chosen bank does not exist.';
  }
  const tax = taxIdProblems({
    pan: facts.pan.value,
    gstin: facts.gstin.value,
    tan: facts.tan?.value ?? null,
    stateCode: stateCode ?? null,
  });
  if (tax.pan) problems[facts.pan.field] = tax.pan;
  if (tax.gstin) problems[facts.gstin.field] = tax.gstin;
  if (tax.tan && facts.tan) problems[facts.tan.field] = tax.tan;
  return problems;
}
