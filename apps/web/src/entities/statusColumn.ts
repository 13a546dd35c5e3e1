import type { ListColumn } from '../lists/descriptor';

/**
 * An Active/Inactive column edited by a select. The stored flags differ: parties and companies
 * keep 1 for active, the code lists 0 (spec 002 §2.3), so each list says which value is active.
 */
export function statusColumn<Row>(
  key: keyof Row & string,
  flags: { active: number; inactive: number },
  width: number,
  editable = true,
): ListColumn<Row> {
  return {
    key,
    title: 'Status',
    width,
    text: (row) => (row[key] === flags.active ? 'Active' : 'Inactive'),
    ...(editable
      ? {
          edit: {
            kind: 'select' as const,
            options: [
              { value: flags.active, label: 'Active' },
              { value: flags.inactive, label: 'Inactive' },
            ],
            defaultValue: flags.active,
          },
        }
      : {}),
  };
}

/** Parties, companies and users: 1 active, 0 inactive. */
export const PARTY_STATUS = { active: 1, inactive: 0 } as const;
