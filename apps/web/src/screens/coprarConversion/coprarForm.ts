import { COPRAR_MESSAGES, DEFAULT_TRANSHIPMENT_PORT_ID } from '@quaybook/contract';
import type { FilterDraft } from '../../lists/filters/filterValues';
import type { UploadChoice } from '../../uploads/uploadDeclaration';
import { missingChoices } from '../../uploads/uploadForm';

/**
 * Upload Entry (coprar conversion)'s choices, in the order they show, sent under the spec's
 * query names. The VCN fills Vessel, Voyage (the export voyage) and Location.
 */
export const coprarChoices: readonly UploadChoice[] = [
  {
    kind: 'party',
    param: 'party',
    sends: { applicant: 'applicant', account: 'accountid' },
    required: COPRAR_MESSAGES.selectParty,
  },
  {
    kind: 'vcn',
    param: 'vcn',
    required: COPRAR_MESSAGES.selectVcn,
    fills: { vessel: 'vesselid', exportVoyage: 'voyageid', location: 'loc' },
  },
  { kind: 'vessel', param: 'vesselid', required: COPRAR_MESSAGES.selectVessel },
  { kind: 'voyage', param: 'voyageid', required: COPRAR_MESSAGES.selectVoyage },
  { kind: 'location', param: 'loc', required: COPRAR_MESSAGES.selectLocation },
  {
    kind: 'port',
    param: 'transhipment',
    label: 'Transhipment port',
    required: COPRAR_MESSAGES.selectTranshipmentPort,
  },
  { kind: 'checkbox', param: 'israil', label: 'Is Rail' },
];

/** The form as it opens: the spec's default transhipment port. */
export const initialDraft: FilterDraft = { transhipment: String(DEFAULT_TRANSHIPMENT_PORT_ID) };

/** The order the spec checks the form in (002 §5); the file and the call sign come last. */
const CHECK_ORDER = ['party', 'vcn', 'vesselid', 'transhipment', 'loc', 'voyageid', 'file'];

/**
 * What Convert refuses before calling, each under its field, the first in the spec's order
 * first: every blank choice, no file, then a vessel without a call sign.
 */
export function convertProblems(
  draft: FilterDraft,
  hasFile: boolean,
  callSign: string | null | undefined,
): Record<string, string> {
  const missing = missingChoices(coprarChoices, draft);
  if (!hasFile) missing.file = COPRAR_MESSAGES.selectFile;
  if (Object.keys(missing).length === 0 && !callSign?.trim())
    missing.vesselid = COPRAR_MESSAGES.noCallSign;
  return Object.fromEntries(
    Object.entries(missing).sort(([a], [b]) => CHECK_ORDER.indexOf(a) - CHECK_ORDER.indexOf(b)),
  );
}
