import type { ReferenceName } from '@quaybook/contract';

/** Filters chosen from a cached reference list, by id. */
export type ChoiceKind =
  | 'party'
  /** A link party, sent as its own id (a line's repair tariff). */
  | 'linkParty'
  | 'applicant'
  | 'account'
  | 'vessel'
  | 'voyage'
  | 'vcn'
  | 'movement'
  | 'location'
  | 'toLocation'
  /** A sea port (POL, POD, the transhipment port). */
  | 'port'
  /** A dock (master location): 618 Kolkata, 210 Haldia, 628 Paradip. */
  | 'dock';

interface Named {
  /** The query parameter the filter fills, and its key in the URL. */
  param: string;
  /** The label when the spec names it otherwise than the kind does ('Movement Type'). */
  label?: string;
  /** Required: the message marking the field when it is left blank ('Please select an applicant.'). */
  required?: string;
  /**
   * Starred though the list shows without it, because an action beside the list needs it
   * (Bill Generate's Print needs a Report Type).
   */
  starred?: true;
}

/** A choice of a fixed list: its code and what the select shows. */
export interface FilterOption {
  value: number;
  label: string;
}

/** One input of a filter bar. */
export type FilterSpec =
  | (Named & { kind: Exclude<ChoiceKind, 'party' | 'vcn'> })
  /**
   * A link party: one choice that sends its applicant and its account under these names, or,
   * without `sends`, the link party's own id under its param.
   */
  | (Named & { kind: 'party'; sends?: { applicant: string; account: string } })
  /** A VCN; choosing one may fill the vessel and voyage filters (their params). */
  | (Named & {
      kind: 'vcn';
      fills?: { vessel?: string; importVoyage?: string; exportVoyage?: string; location?: string };
    })
  /** A date typed dd/mm/yyyy or picked, sent as ISO yyyy-mm-dd. */
  | (Named & { kind: 'fromDate' | 'toDate' })
  /** A survey report's type: 1 Survey, 2 Comparator, 3 Non-Eor. */
  | (Named & { kind: 'reportType' })
  /** One of a fixed list the spec gives by code (Report Type EXCEL 1, EDI 2); sent as its number. */
  | (Named & { kind: 'options'; label: string; options: readonly FilterOption[] })
  /** A time typed HHMM (placeholder 0000), sent as typed. */
  | (Named & { kind: 'time' })
  /** A box of container numbers separated by newlines, commas or spaces; sent comma-separated. */
  | (Named & { kind: 'containers' })
  /** Ticked sends 1, unticked 0. */
  | { kind: 'checkbox'; param: string; label: string };

type FilterKind = FilterSpec['kind'];

/** A screen's filters, declared as data; one bar renders them and one set of rules checks them. */
export interface FilterBarSpec {
  filters: readonly FilterSpec[];
  /** The button that applies them, as Enter does: 'Submit', 'Show Result'. */
  submit: string;
  /** A button that empties every filter and the rows with them: 'Cancel'. */
  cancel?: string;
  /** The toast when required filters are blank ('Please select both account and applicant'). */
  requiredMessage?: string;
  /**
   * A screen's rule over several filters: at least one group filled in full (Shipping Bills:
   * party, vessel and voyage, or containers, or both dates), else the message.
   */
  anyOf?: { groups: readonly (readonly string[])[]; message: string };
  /** The filter the cursor starts in, when not the first (Bill Register's From Date). */
  focus?: string;
  /** What the screen says until its filters are applied. */
  prompt: string;
  /**
   * The width each input starts from before the row shares out what is left; a screen with many
   * filters (View Inspection) takes less, so they keep to two rows on a laptop.
   */
  inputWidth?: number;
}

/** The cached list each choice is made from. */
export const CHOICE_LISTS: Record<ChoiceKind, ReferenceName> = {
  party: 'linkParties',
  linkParty: 'linkParties',
  applicant: 'applicants',
  account: 'accounts',
  vessel: 'vessels',
  voyage: 'voyages',
  vcn: 'activeVcns',
  movement: 'movements',
  location: 'locations',
  toLocation: 'locations',
  port: 'ports',
  dock: 'areas',
};

const LABELS: Record<Exclude<FilterKind, 'checkbox' | 'options'>, string> = {
  party: 'Party',
  linkParty: 'Link Party',
  applicant: 'Applicant',
  account: 'Account',
  vessel: 'Vessel',
  voyage: 'Voyage',
  vcn: 'VCN No',
  movement: 'Movement Type',
  location: 'Location',
  toLocation: 'To Location',
  port: 'Port',
  dock: 'Dock Location',
  reportType: 'Report Type',
  fromDate: 'From Date',
  toDate: 'To Date',
  containers: 'Container No',
  time: 'At Time',
};

export const labelOf = (filter: FilterSpec): string =>
  filter.label ??
  (filter.kind === 'checkbox' || filter.kind === 'options' ? filter.param : LABELS[filter.kind]);

export const isChoice = (filter: FilterSpec): filter is Extract<FilterSpec, { kind: ChoiceKind }> =>
  filter.kind in CHOICE_LISTS;
