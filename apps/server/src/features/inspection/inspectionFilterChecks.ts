import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { parseContainerNumbers } from '@quaybook/domain';
import { badRequest } from '../../http/errors';
import type { InspectionFilterQuery } from './inspectionListRepository';

/** Refuses a date range whose start is after its end. */
export function refuseBackwardDates(query: { fromdate?: string | null; todate?: string | null }) {
  if (query.fromdate && query.todate && query.fromdate > query.todate)
    throw badRequest('From Date must not be after To Date.', {
      fromdate: 'From Date must not be after To Date.',
    });
}

/** Refuses a list of container numbers with any that is not one; answers the numbers. */
export function refuseBadContainerNumbers(text: string | null | undefined): string[] {
  const { numbers, invalid } = parseContainerNumbers(text ?? '');
  if (invalid.length > 0)
    throw badRequest(`Not container numbers: ${invalid.slice(0, 10).join(', ')}.`, {
      contnumber: 'Each container number is 4 letters and 7 digits.',
    });
  return numbers;
}

/**
 * Refuses inspection filters the repository cannot read as asked: a list of numbers with any
 * that is not one, or dates the wrong way round. Every search over inspections is checked so
 * before `inspectionFilter` builds its condition.
 */
export function refuseUnfitInspectionFilter(query: InspectionFilterQuery): void {
  refuseBadContainerNumbers(query.contnumber);
  refuseBackwardDates(query);
}

/**
 * View Inspection's filters, checked: besides being fit, a search needs a party's call
 * (applicant, account, vessel and voyage), some container numbers, a booking or a date range, so it never
 * reads a company's whole history.
 */
export function refuseThinInspectionSearch(query: InspectionFilterQuery): void {
  const containerNumbers = refuseBadContainerNumbers(query.contnumber).length;
  refuseBackwardDates(query);
  const call = query.applicant && query.account && query.vessel && query.voyage;
  const dates = query.fromdate && query.todate;
  // A booking names a handful of containers, as their numbers do.
  if (!call && containerNumbers === 0 && !dates && !query.bookingrelno)
    throw badRequest(INSPECTION_MESSAGES.filterNeeded);
}
