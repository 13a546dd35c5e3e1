import { entities, REPAIR_TARIFF_MESSAGES } from '@quaybook/contract';
import { formatRupees, hoursText, TARIFF_MEASURES } from '@quaybook/domain';
import { listScreen } from '../lists/listScreen';

const sizeText = (size: number) => (size === 0 ? 'Any' : `${size}`);

/**
 * Repair Tariff: choose a shipping line's link party, Submit, then keep its prices of repairs —
 * labour hours and material per component, repair, damage, size and band. The chosen party is
 * no column: every save takes its id from the applied filter.
 */
export const repairTariffList = listScreen(entities.repairTariff, {
  route: 'repairtariff',
  title: 'Repair Tariff',
  filters: {
    filters: [
      {
        kind: 'linkParty',
        param: 'linkpartyid',
        required: REPAIR_TARIFF_MESSAGES.chooseLinkParty,
      },
    ],
    requiredMessage: REPAIR_TARIFF_MESSAGES.chooseLinkParty,
    submit: 'Submit',
    prompt: 'Choose a link party, then Submit to see and keep its repair tariff.',
  },
  savedWith: ['linkpartyid'],
  required: {
    fields: ['componentid', 'repairid', 'size', 'measure', 'hours', 'material'],
    message: REPAIR_TARIFF_MESSAGES.fillAll,
  },
  search: false,
  emptyText: 'No tariff rows for this link party yet',
  caption: 'Tariff',
  addLabel: 'Create New Row',
  rowName: (row) => `${row.componentcode} ${row.repaircode} ${row.damagecode ?? ''}`.trim(),
  deleteQuestion: (row) =>
    `Delete the price of ${row.componentcode} ${row.repaircode}${row.damagecode ? ` ${row.damagecode}` : ''}, ${row.measure}, size ${sizeText(row.size)}?`,
  // The figures come before the band, so they are in view on a laptop.
  columns: [
    { key: 'componentid', title: 'Component', text: (row) => row.componentcode, sort: false },
    { key: 'repairid', title: 'Repair', text: (row) => row.repaircode, sort: false },
    { key: 'damageid', title: 'Damage', text: (row) => row.damagecode ?? 'Any', sort: false },
    { key: 'size', title: 'Size', text: (row) => sizeText(row.size), sort: false },
    { key: 'measure', title: 'Measure', sort: false },
    {
      key: 'hours',
      title: 'Hours',
      align: 'right',
      text: (row) => hoursText(row.hours),
      sort: false,
    },
    // Material travels in rupees and is paise once read; shown with Indian grouping.
    {
      key: 'material',
      title: 'Material (₹)',
      align: 'right',
      text: (row) => formatRupees(row.material),
      sort: false,
    },
    {
      key: 'upto_length_cm',
      title: 'Upto Length (cm)',
      short: 'Upto L (cm)',
      align: 'right',
      sort: false,
    },
    {
      key: 'upto_breadth_cm',
      title: 'Upto Breadth (cm)',
      short: 'Upto B (cm)',
      align: 'right',
      sort: false,
    },
  ],
  fields: [
    { key: 'componentid', input: { kind: 'reference', list: 'components' } },
    { key: 'repairid', input: { kind: 'reference', list: 'repairs' } },
    { key: 'damageid', input: { kind: 'reference', list: 'damages', clearable: true } },
    {
      key: 'size',
      input: {
        kind: 'select',
        placeholder: 'Size',
        options: [0, 20, 40].map((size) => ({ value: size, label: sizeText(size) })),
      },
    },
    {
      key: 'measure',
      input: {
        kind: 'select',
        placeholder: 'Measure',
        options: TARIFF_MEASURES.map((measure) => ({ value: measure, label: measure })),
      },
    },
    { key: 'hours', input: { kind: 'number', decimals: 2 } },
    { key: 'material', input: { kind: 'money' } },
    { key: 'upto_length_cm', input: { kind: 'number' } },
    { key: 'upto_breadth_cm', input: { kind: 'number' } },
  ],
  exportName: 'repair_tariff',
});
