import { HAZARD_STATES, TRANSPORT_MODES, type TransportMode } from '@quaybook/domain';
import type { FieldInputKind } from '../lists/form/fields';

/** The choices of an inspection, each made from a cached list or a fixed one. */
export type InspectionChoice =
  | 'party'
  | 'vessel'
  | 'voyage'
  | 'movement'
  | 'location'
  | 'toLocation'
  | 'cfs'
  | 'pol'
  | 'pod'
  | 'fpd'
  | 'transporter'
  | 'transportMode'
  | 'clearingAgent'
  | 'hazard'
  | 'iso';

interface ChoiceDeclaration {
  label: string;
  input: FieldInputKind;
}

const reference = (
  list: Extract<FieldInputKind, { kind: 'reference' }>['list'],
  extra: { clearable?: boolean; label?: string } = {},
): FieldInputKind => ({ kind: 'reference', list, ...extra });

/** How each choice is labelled and where its options come from, as the spec names them. */
export const INSPECTION_CHOICES: Record<InspectionChoice, ChoiceDeclaration> = {
  // A link party: one choice standing for an applicant and an account.
  party: { label: 'Party', input: reference('linkParties') },
  vessel: { label: 'Vessel', input: reference('vessels') },
  voyage: { label: 'Voyage', input: reference('voyages') },
  movement: { label: 'Movement Type', input: reference('movements') },
  location: { label: 'Place', input: reference('locations') },
  toLocation: { label: 'To Location', input: reference('locations', { clearable: true }) },
  cfs: { label: 'CFS', input: reference('cfs', { clearable: true }) },
  pol: { label: 'POL', input: reference('ports', { clearable: true }) },
  pod: { label: 'POD', input: reference('ports', { clearable: true }) },
  fpd: { label: 'FPD', input: reference('ports', { clearable: true }) },
  transporter: { label: 'Transporter', input: reference('transporters', { clearable: true }) },
  transportMode: {
    label: 'Transport Mode',
    input: {
      kind: 'select',
      clearable: true,
      options: (Object.keys(TRANSPORT_MODES) as TransportMode[]).map((mode) => ({
        value: mode,
        label: `${mode} - ${TRANSPORT_MODES[mode]}`,
      })),
    },
  },
  clearingAgent: {
    label: 'Clearing Agent',
    input: reference('clearingAgents', { clearable: true }),
  },
  hazard: {
    label: 'Hazard',
    input: {
      kind: 'select',
      options: HAZARD_STATES.map((state) => ({ value: state, label: state })),
      defaultValue: 'N',
    },
  },
  // Chosen by its code (22G1), which is what a surveyor reads off the door.
  iso: { label: 'ISO', input: reference('isoCodes', { label: 'isocode', clearable: true }) },
};
