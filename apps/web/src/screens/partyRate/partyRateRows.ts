import { entities, type PartyRateRow } from '@quaybook/contract';
import { formatRupees, RATE_SIZES } from '@quaybook/domain';
import type { EntityListDescriptor } from '../../lists/descriptor';
import type { Party } from './partyChoice';

/** A hidden field of every row: the chosen party's id, which a new row starts with. */
const partyField = (key: 'applicantid' | 'accountid', title: string, id: number) =>
  ({
    key,
    title,
    formOnly: true,
    edit: { kind: 'select', options: [{ value: id, label: title }], defaultValue: id },
  }) as const;

/**
 * The rate rows of one party, on the shared row editor. Applicant and account are not columns:
 * they are the party chosen above the table and travel with every save.
 */
export const partyRateRows = (party: Party): EntityListDescriptor<PartyRateRow> => ({
  title: 'Party Rate',
  entity: entities.partyRate,
  columns: [
    partyField('applicantid', 'Applicant', party.applicantid),
    partyField('accountid', 'Account', party.accountid),
    {
      key: 'movementid',
      title: 'Movement Name',
      text: (row) => row.MovementName ?? '',
      edit: { kind: 'reference', list: 'movements' },
    },
    {
      key: 'size',
      title: 'Size',
      width: 120,
      edit: {
        kind: 'select',
        options: RATE_SIZES.map((size) => ({ value: size, label: `${size}` })),
      },
    },
    {
      key: 'rate',
      title: 'Rate',
      width: 160,
      text: (row) => formatRupees(row.rate),
      edit: { kind: 'money' },
    },
  ],
  // The server refuses a second rate for one movement and size, naming both fields. Changing
  // either answers it, so the other is set again to its own value, which clears its problem too.
  derive: {
    fills: [],
    onChange: (key, values) => {
      if (key === 'movementid') return { size: values.size };
      if (key === 'size') return { movementid: values.movementid };
      return undefined;
    },
  },
  exportName: 'party_rates',
});
