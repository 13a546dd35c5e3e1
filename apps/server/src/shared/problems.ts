import type { FieldProblems } from '@quaybook/contract';
import { badRequest, notFound } from '../http/errors';

/** Refuses the request with every problem found, each under its field, when there are any. */
export function refuseProblems(problems: FieldProblems): void {
  const texts = [...new Set(Object.values(problems))];
  if (texts.length > 0) throw badRequest(texts.join(' '), problems);
}

/**
 * Refuses a read that names rows the caller's company does not hold as not found, as the
 * reports do (`refuseUnknownChoices`): another company's rows are unknown to the caller.
 */
export function refuseAsNotFound(problems: FieldProblems): void {
  const texts = [...new Set(Object.values(problems))];
  if (texts.length > 0) throw notFound(texts.join(' '));
}
