import { memo, type ReactNode } from 'react';
import {
  type InspectionChoice,
  InspectionDateInput,
  InspectionInput,
  InspectionTimeInput,
  PhotoPicker,
} from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import type { FieldInputKind } from '../../lists/form/fields';
import type { EntryKey, EntryRow } from './entryRow';

/** The choices of the row, by the row field they fill. */
const CHOICES: Partial<Record<EntryKey, InspectionChoice>> = {
  iso_code: 'iso',
  party: 'party',
  vesselld: 'vessel',
  voyage: 'voyage',
  movementId: 'movement',
  c_agentid: 'clearingAgent',
  locationId: 'location',
  tolocation: 'toLocation',
  loadport: 'pol',
  destnport: 'pod',
  transport: 'fpd',
  cfsName: 'cfs',
  transporter: 'transporter',
  tranmode: 'transportMode',
  hazstat: 'hazard',
};

/** The typed fields of the row: their label and input. */
const TYPED: Partial<Record<EntryKey, { label: string; input: FieldInputKind }>> = {
  isotarewt: { label: 'Tare Wt', input: { kind: 'number' } },
  isogrosswt: { label: 'Max Gross Wt', input: { kind: 'number' } },
  manufacture: { label: 'Year of MFG', input: { kind: 'text', placeholder: 'yyyy' } },
  seal: { label: 'Seal No', input: { kind: 'text', upperCase: true } },
  cargowt: { label: 'Gross Wt', input: { kind: 'number' } },
  bookingrelno: { label: 'Booking No', input: { kind: 'text', upperCase: true } },
  note: { label: 'Note', input: { kind: 'text' } },
};

interface EntryFieldProps {
  field: EntryKey;
  /** The field's value in the row. */
  value: EntryRow[EntryKey];
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  onChange(field: EntryKey, value: unknown): void;
  /** The user left the field (the date says if it is not one). */
  onLeave(field: EntryKey): void;
  /** The container number's own input, with its look-up and warning; none for other fields. */
  containerInput: ReactNode;
}

const noKeys = () => undefined;

/**
 * One field of the entry row or header, as its key declares it. Memoised: a key typed in one
 * field renders that field alone, not every select of the row (the row stays quick to type in
 * while the tablet sends its queue).
 */
export const EntryField = memo(function EntryField({
  field,
  value,
  error,
  required,
  disabled,
  onChange,
  onLeave,
  containerInput,
}: EntryFieldProps) {
  const common = { error, required, disabled };
  const choice = CHOICES[field];
  if (choice)
    return (
      <InspectionInput
        {...common}
        choice={choice}
        value={value as string | number | null}
        onChange={(value) => onChange(field, value)}
      />
    );
  const typed = TYPED[field];
  if (typed)
    return (
      <FieldInput
        {...common}
        input={typed.input}
        label={typed.label}
        showLabel
        value={value}
        autoFocus={false}
        onChange={(value) => onChange(field, value === null ? '' : value)}
        onKeyDown={noKeys}
      />
    );
  switch (field) {
    case 'containerNumber':
      return containerInput;
    case 'inspdate':
      return (
        <InspectionDateInput
          {...common}
          value={value as string}
          onChange={(text) => onChange(field, text)}
          onBlur={() => onLeave(field)}
        />
      );
    case 'insptime':
      return (
        <InspectionTimeInput
          {...common}
          value={value as string}
          onChange={(text) => onChange(field, text)}
          onBlur={() => onLeave(field)}
        />
      );
    case 'photos':
      return (
        <PhotoPicker
          files={value as EntryRow['photos']}
          disabled={disabled}
          onChange={(files) => onChange(field, files)}
        />
      );
    default:
      throw new Error(`The entry row declares no input for ${field}`);
  }
});
