import { taxIdProblems } from '@quaybook/domain';
import type { FieldMessages, FormField, FormValues } from '../lists/form/fields';
import type { ReferenceLookup } from '../lists/form/referenceLookup';

/** A tax id as the server reads it: trimmed and upper-cased, blank is none. */
const taxId = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toUpperCase() || null;

/**
 * A descriptor check applying the server's PAN, GSTIN and TAN rules (domain taxIds.ts) to the
 * named input fields, so a typo shows before the save is sent.
 * @example check: taxIdCheck({ pan: 'company_pan', gstin: 'company_gst', tan: 'company_tan', state: 'company_stateid' })
 */
export function taxIdCheck(fields: { pan: string; gstin: string; tan?: string; state: string }) {
  return (values: FormValues, lookup: ReferenceLookup): FieldMessages => {
    const problems = taxIdProblems({
      pan: taxId(values[fields.pan]),
      gstin: taxId(values[fields.gstin]),
      tan: fields.tan ? taxId(values[fields.tan]) : null,
      stateCode: lookup('states', values[fields.state])?.gstCode ?? null,
    });
    const messages: FieldMessages = {};
    if (problems.pan) messages[fields.pan] = problems.pan;
    if (problems.gstin) messages[fields.gstin] = problems.gstin;
    if (problems.tan && fields.tan) messages[fields.tan] = problems.tan;
    return messages;
  };
}

/** A PAN field: typed in capitals, with an example for a placeholder. */
export const panField = <K extends string>(key: K, label?: string): FormField<K> => ({
  key,
  ...(label ? { label } : {}),
  input: { kind: 'text', placeholder: 'AAAPL1234C', upperCase: true },
});

/** A GSTIN field: the state code, the PAN, and three more characters. */
export const gstinField = <K extends string>(key: K, label?: string): FormField<K> => ({
  key,
  ...(label ? { label } : {}),
  input: { kind: 'text', placeholder: '19AAAPL1234C1Z5', upperCase: true },
});

export const tanField = <K extends string>(key: K): FormField<K> => ({
  key,
  input: { kind: 'text', placeholder: 'CALA12345B', upperCase: true },
});
