import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { type Choice, choiceProblems } from '../../shared/choices';

/** The ids a report's filters may name; a filter left open is null. */
export interface ReportChoices {
  applicant?: number | null;
  account?: number | null;
  vessel?: number | null;
  voyage?: number | null;
  movement?: number | null;
  location?: number | null;
}

/**
 * A report asked for another company's party, vessel, voyage or movement (or a place that does
 * not exist) is not found: what another company holds is unknown to the caller, not refused.
 */
export async function refuseUnknownChoices(
  db: Database,
  companyId: number,
  chosen: ReportChoices,
): Promise<void> {
  const choices: Choice[] = (
    ['applicant', 'account', 'vessel', 'voyage', 'movement', 'location'] as const
  ).map((kind) => ({ field: kind, kind, id: chosen[kind] ?? null }));
  const [problem] = Object.values(await choiceProblems(db, companyId, choices));
  if (problem) throw notFound(problem);
}
