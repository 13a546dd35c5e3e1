import { entities, PARTY_RATE_MESSAGES } from '@quaybook/contract';
import { formatRupees, RATE_SIZES } from '@quaybook/domain';
import { listScreen } from '../lists/listScreen';

/**
 * Party Rate (spec 001 §2.12): choose applicant and account, Submit, then keep their rates. The
 * chosen party is no column: every save takes its ids from the applied filters.
 */
export const partyRateList = listScreen(entities.partyRate, {
  route: 'partyrate',
  title: 'Party Rate',
  maxWidth: 860,
  filters: {
    filters: [
      { kind: 'applicant', param: 'applicantid', required: 'Please select an applicant.' },
      { kind: 'account', param: 'accountid', required: 'Please select an account.' },
    ],
    requiredMessage: PARTY_RATE_MESSAGES.chooseParty,
    submit: 'Submit',
    prompt: 'Choose an applicant and an account, then Submit to see and keep their rates.',
  },
  savedWith: ['applicantid', 'accountid'],
  required: { fields: ['movementid', 'size', 'rate'], message: PARTY_RATE_MESSAGES.fillAll },
  search: false,
  emptyText: 'No rates for this party yet',
  caption: 'Rates',
  addLabel: 'Create New Row',
  rowName: (row) => `${row.MovementName ?? ''} ${row.size}`,
  deleteQuestion: (row) =>
    `Delete the rate of ${formatRupees(row.rate)} for ${row.MovementName ?? ''}, size ${row.size}?`,
  columns: [
    {
      key: 'movementid',
      title: 'Movement Name',
      text: (row) => row.MovementName ?? '',
      sort: false,
    },
    { key: 'size', title: 'Size', sort: false },
    // Rates travel in rupees and are paise once read; shown with Indian grouping, on the right.
    {
      key: 'rate',
      title: 'Rate',
      align: 'right',
      text: (row) => formatRupees(row.rate),
      sort: false,
    },
  ],
  fields: [
    { key: 'movementid', input: { kind: 'reference', list: 'movements' } },
    {
      key: 'size',
      input: {
        kind: 'select',
        options: RATE_SIZES.map((size) => ({ value: size, label: `${size}` })),
      },
    },
    { key: 'rate', input: { kind: 'money' } },
  ],
});
