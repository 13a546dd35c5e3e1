import type { FormField } from '../lists/form/fields';
import type { DisplayColumn } from '../lists/table/columns';

type Flags = { active: number; inactive: number };

/**
 * An Active/Inactive column. The stored flags differ: parties and companies keep 1 for active,
 * the code lists 0 (spec 002 §2.3), so each list says which value is active.
 */
export function statusColumn<Row>(key: keyof Row & string, flags: Flags): DisplayColumn<Row> {
  return {
    key,
    title: 'Status',
    text: (row) => (row[key] === flags.active ? 'Active' : 'Inactive'),
  };
}

/** The status, chosen Active or Inactive; new rows start active. */
export const statusField = <K extends string>(key: K, flags: Flags): FormField<K> => ({
  key,
  input: {
    kind: 'select',
    options: [
      { value: flags.active, label: 'Active' },
      { value: flags.inactive, label: 'Inactive' },
    ],
    defaultValue: flags.active,
  },
});

/** Parties, companies and users: 1 active, 0 inactive. */
export const PARTY_STATUS = { active: 1, inactive: 0 } as const;
