import { COMPLETE, GENERAL_EXCEL_MESSAGES as MESSAGES, VESSEL_STATUSES } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import type { FilterValues } from '../../lists/filters/filterValues';

/** General Excel Report's filters (002 §2.3): the party and movement are required. */
export const generalExcelFilters: FilterBarSpec = {
  filters: [
    {
      kind: 'party',
      param: 'party',
      sends: { applicant: 'applicant', account: 'account' },
      required: MESSAGES.selectParty,
    },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'vessel', param: 'vessel' },
    { kind: 'voyage', param: 'voyage' },
    { kind: 'movement', param: 'movement', required: MESSAGES.selectMovement },
    { kind: 'location', param: 'location' },
    { kind: 'options', param: 'vesselstatus', label: 'Vessel Status', options: VESSEL_STATUSES },
    { kind: 'time', param: 'attime' },
  ],
  submit: 'SHOW',
  prompt:
    'Choose the party and movement, narrow them if you like, then SHOW; tick the containers to send.',
  inputWidth: 150,
};

/** A movement as the cached list knows it: whether it asks for vessel and voyage. */
interface MovementFlags {
  Movid: number;
  needsVesselVoyage: boolean;
}

/**
 * The rules the bar cannot check alone (002 §5): a movement that asks for vessel and voyage needs
 * both when From Date is empty; Complete needs a time. The first unmet rule's message, if any.
 */
export function generalExcelProblem(
  values: FilterValues,
  movements: readonly MovementFlags[],
): string | undefined {
  const movement = movements.find((row) => String(row.Movid) === values.movement);
  if (movement?.needsVesselVoyage && !values.fromdate) {
    if (!values.vessel) return MESSAGES.selectVessel;
    if (!values.voyage) return MESSAGES.selectVoyage;
  }
  if (values.vesselstatus === String(COMPLETE) && !values.attime) return MESSAGES.enterCompleteTime;
  return undefined;
}
