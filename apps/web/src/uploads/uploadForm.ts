import { type FilterDraft, filterQuery, type PartyLookup } from '../lists/filters/filterValues';
import type { UploadChoice } from './uploadDeclaration';

/** The message under each required choice left blank, in the order the form shows them. */
export function missingChoices(
  choices: readonly UploadChoice[],
  draft: FilterDraft,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const choice of choices)
    if (choice.kind !== 'checkbox' && choice.required && (draft[choice.param] ?? '') === '')
      problems[choice.param] = choice.required;
  return problems;
}

/**
 * The upload call's query from the form: ids as numbers, a party as its applicant and account,
 * a tick box 1 or 0; undefined while a chosen party is not yet known to the cache.
 */
export function uploadQuery(
  choices: readonly UploadChoice[],
  draft: FilterDraft,
  party: PartyLookup,
): Record<string, string | number> | undefined {
  return filterQuery(choices, draft, party);
}
