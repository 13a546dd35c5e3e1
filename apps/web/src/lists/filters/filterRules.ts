import { dmyToIso, parseContainerNumbers } from '@quaybook/domain';
import type { FilterBarSpec, FilterSpec } from './filterSpec';
import { draftOf, type FilterDraft, type FilterValues, isTime } from './filterValues';

/** The spec's messages for a date that is not one, by the field it is typed in (002 §5). */
const INVALID_DATE = { fromDate: 'Invalid From Date', toDate: 'Invalid To Date' } as const;
export const INVALID_CONTAINER = 'Invalid Container Number';
export const INVALID_TIME = 'Invalid Time: type it HHMM, 0000 to 2359';

/** What is wrong with one filter's typed value, said as the user leaves the field. */
export function valueProblem(filter: FilterSpec, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  if (filter.kind === 'fromDate' || filter.kind === 'toDate')
    return dmyToIso(text) ? undefined : INVALID_DATE[filter.kind];
  if (filter.kind === 'containers') {
    const { invalid } = parseContainerNumbers(text);
    return invalid.length > 0 ? `${INVALID_CONTAINER}: ${invalid.join(', ')}` : undefined;
  }
  if (filter.kind === 'time') return isTime(text.trim()) ? undefined : INVALID_TIME;
  return undefined;
}

interface FilterCheck {
  /** The message under each filter that stops the search. */
  problems: Record<string, string>;
  /** The screen's toast, when anything stops it. */
  message: string | undefined;
}

const filled = (draft: FilterDraft, param: string) => (draft[param] ?? '').trim() !== '';

/**
 * Whether the filters as typed may be applied: every value readable, every required one given,
 * and the screen's rule over several met. The first refusal found is the toast; fields are marked
 * with their own message.
 */
export function checkFilters(spec: FilterBarSpec, draft: FilterDraft): FilterCheck {
  const problems: Record<string, string> = {};
  for (const filter of spec.filters) {
    const problem = valueProblem(filter, draft[filter.param] ?? '');
    if (problem) problems[filter.param] = problem;
  }
  const unreadable = Object.values(problems)[0];
  if (unreadable)
    return {
      problems,
      message: unreadable.startsWith(INVALID_CONTAINER) ? INVALID_CONTAINER : unreadable,
    };

  for (const filter of spec.filters)
    if (filter.kind !== 'checkbox' && filter.required && !filled(draft, filter.param))
      problems[filter.param] = filter.required;
  const missing = Object.values(problems)[0];
  if (missing) return { problems, message: spec.requiredMessage ?? missing };

  const rule = spec.anyOf;
  if (rule && !rule.groups.some((group) => group.every((param) => filled(draft, param))))
    return { problems, message: rule.message };
  return { problems, message: undefined };
}

/** Whether applied values (from the URL) meet the screen's rules, so its rows may be asked for. */
export const isApplicable = (spec: FilterBarSpec, values: FilterValues) =>
  checkFilters(spec, draftOf(spec.filters, values)).message === undefined;
