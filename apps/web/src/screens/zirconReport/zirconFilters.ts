import { ZIRCON_LOCATIONS, ZIRCON_MESSAGES, ZIRCON_MOVEMENTS } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';

/** Zircon Reports' filters (002 §2.3): every one required, with the spec's message. */
export const zirconFilters: FilterBarSpec = {
  filters: [
    {
      kind: 'party',
      param: 'party',
      sends: { applicant: 'applicant', account: 'account' },
      required: ZIRCON_MESSAGES.selectParty,
    },
    { kind: 'vessel', param: 'vessel', required: ZIRCON_MESSAGES.selectVessel },
    { kind: 'voyage', param: 'voyage', required: ZIRCON_MESSAGES.selectVoyage },
    {
      kind: 'options',
      param: 'movement',
      label: 'Movement',
      options: ZIRCON_MOVEMENTS.map(({ value, label }) => ({ value, label })),
      required: ZIRCON_MESSAGES.selectMovement,
    },
    {
      kind: 'options',
      param: 'location',
      label: 'Location',
      options: ZIRCON_LOCATIONS.map(({ value, label }) => ({ value, label })),
      required: ZIRCON_MESSAGES.selectLocation,
    },
  ],
  submit: 'SHOW',
  // Five choices and SHOW on one line of a laptop's screen.
  inputWidth: 180,
  prompt: 'Choose the party, vessel, voyage, movement and location, then SHOW.',
};
