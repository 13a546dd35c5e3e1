import {
  CUSTOMS_MESSAGES,
  type CustomsListFilter,
  customsFilterIsEnough,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { refuseUnknownChoices } from '../../shared/choices';
import { refuseBadContainerNumbers } from '../inspection/inspectionFilterChecks';

/**
 * Refuses a customs list filter (002 §5) asking for too little, naming a malformed container
 * number, or choosing an id of another company.
 */
export async function refuseUnfitCustomsFilter(
  db: Database,
  user: Pick<SessionUser, 'company_id'>,
  filter: CustomsListFilter,
  { byDates }: { byDates: boolean },
): Promise<void> {
  if (!customsFilterIsEnough(filter, { byDates })) throw badRequest(CUSTOMS_MESSAGES.fillRequired);
  refuseBadContainerNumbers(filter.contnumber);
  const { applicantID, accountID, vesselID, VoyId, locID } = filter;
  await refuseUnknownChoices(db, user.company_id, {
    applicant: applicantID,
    account: accountID,
    vessel: vesselID,
    voyage: VoyId,
    location: locID,
  });
}
