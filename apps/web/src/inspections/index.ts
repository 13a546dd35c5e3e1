/**
 * The pieces every inspection screen shares (Transaction Entry, Inspection Entry, View
 * Inspection's edit form and damage list):
 *
 * - `InspectionInput` ({ choice, value, onChange, error?, required?, disabled?, autoFocus?,
 *   label?, onKeyDown?, onBlur? }): one choice bound to its list; `choice` is one of
 *   `INSPECTION_CHOICES` (party, vessel, voyage, movement, location, toLocation, cfs, pol, pod,
 *   fpd, transporter, transportMode R/T, clearingAgent, hazard N/Y, iso). Typing picks the first
 *   match on Enter or Tab.
 * - `InspectionDateInput` (dd/mm/yyyy text, `dateProblem` gives 'Invalid Date') and
 *   `InspectionTimeInput` (HHMM, placeholder 0000, `timeProblem`).
 * - `applicantAndAccount(party)`, `partyOf(parties, applicant, account)`: a link party and the
 *   applicant and account it stands for.
 * - `useMovementFields(movementId)` → { asked, askedWire, fixed, offersDamage } from the
 *   movement row's flags; `movementFieldsOf(rules)`, `missingMovementFields(fields, values)`
 *   (the contract's messages by wire name), `onMovementChosen(fields)` (road only: mode R and
 *   no CFS, else mode cleared).
 * - Damage lines: `DamageLineDraft`, `emptyDamageLine`, `draftOfRow`, `linesWithPhotos(lines,
 *   before)` (each line's photo becomes a file and its index goes in `Image`); `DamageLineTable`
 *   ({ lines, editing?, onEdit?, onRemove?, disabled? }), `DamageLineEditor` ({ lines,
 *   onSave(line, index) → kept?, onRemove(index), busy?, locked? }).
 * - `PhotoPicker` ({ files, onChange, label?, multiple?, disabled? }): JPEG/PNG/WebP/HEIC from
 *   the device or a tablet's back camera, with thumbnails to remove before saving.
 * - `DamageListModal` ({ reportid, containerNumber, opened, onClose, locked? }): a recorded
 *   inspection's damage lines, added, changed and deleted (after asking) through the API.
 * - `failureMessage(error, fallback)`: the server's message for a refused call, else the
 *   screen's.
 */

export { DamageLineEditor } from './DamageLineEditor';
export { DamageLineTable } from './DamageLineTable';
export { DamageListModal } from './DamageListModal';
export {
  type DamageLineDraft,
  draftOfRow,
  emptyDamageLine,
  linesWithPhotos,
} from './damageLine';
export { failureMessage } from './failureMessage';
export {
  dateProblem,
  InspectionDateInput,
  InspectionInput,
  InspectionTimeInput,
  timeProblem,
} from './InspectionInput';
export { INSPECTION_CHOICES, type InspectionChoice } from './inspectionInputs';
export {
  type MovementFields,
  type MovementWireField,
  missingMovementFields,
  movementFieldsOf,
  onMovementChosen,
  useMovementFields,
} from './movementFields';
export { PhotoPicker } from './PhotoPicker';
export { applicantAndAccount, partyOf } from './party';
