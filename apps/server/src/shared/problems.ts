import type { FieldProblems } from '@quaybook/contract';
import { badRequest } from '../http/errors';

/** Refuses the request with every problem found, each under its field, when there are any. */
export function refuseProblems(problems: FieldProblems): void {
  const texts = [...new Set(Object.values(problems))];
  if (texts.length > 0) throw badRequest(texts.join(' '), problems);
}
