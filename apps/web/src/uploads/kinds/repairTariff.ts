import { REPAIR_TARIFF_MESSAGES } from '@quaybook/contract';
import { uploadScreen } from '../uploadDeclaration';

/** A shipping line's repair tariff from its spreadsheet, for one link party. */
export const repairTariffUpload = uploadScreen('repairTariff', {
  title: 'Upload Repair Tariff',
  purpose:
    'A line’s prices of repairs: new rows are added, rows of the same component, repair, damage, size and band get the file’s hours and material.',
  choices: [
    {
      kind: 'linkParty',
      param: 'linkpartyid',
      required: REPAIR_TARIFF_MESSAGES.chooseLinkParty,
    },
  ],
  figures: ['Sl. No', 'Size', 'Upto Length (cm)', 'Upto Breadth (cm)', 'Hours', 'Material (₹)'],
  list: 'Download Tariff',
});
