import { z } from 'zod';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import { chosenId, digitsOrNumber } from './fields';
import { REPAIR_TARIFF_MESSAGES } from './repairTariff';
import { executeBody, uploadFile, uploadPreview, uploadResult } from './upload';

/** Whose tariff a file holds: the link party chosen on the form. */
export const repairTariffUploadQuery = z.object({
  linkpartyid: z.preprocess(
    digitsOrNumber,
    chosenId('Link party', REPAIR_TARIFF_MESSAGES.chooseLinkParty),
  ),
});
export type RepairTariffUploadQuery = z.output<typeof repairTariffUploadQuery>;

/**
 * A line's repair tariff as a spreadsheet (docs/file-formats.md): codes by their CEDEX short
 * names, a blank damage for any damage, size 0 for any size, hours with 2 decimals, material in
 * rupees. The tariff list's download is in the same layout, so it uploads back unchanged.
 */
export const repairTariffLayout = [
  { key: 'component', title: 'Component', aliases: ['Component Code'] },
  { key: 'repair', title: 'Repair', aliases: ['Repair Code', 'Repair Method'] },
  { key: 'damage', title: 'Damage', aliases: ['Damage Code'], optional: true },
  { key: 'size', title: 'Size', aliases: ['Cntr Size', 'Container Size'] },
  { key: 'measure', title: 'Measure', aliases: ['Unit', 'Per'] },
  {
    key: 'length',
    title: 'Upto Length (cm)',
    aliases: ['Upto Length', 'Length (cm)'],
    optional: true,
  },
  {
    key: 'breadth',
    title: 'Upto Breadth (cm)',
    aliases: ['Upto Breadth', 'Breadth (cm)', 'Upto Width (cm)'],
    optional: true,
  },
  { key: 'hours', title: 'Hours', aliases: ['Labour Hours', 'Man Hours'] },
  { key: 'material', title: 'Material (₹)', aliases: ['Material', 'Material Cost'] },
] as const;

/** A row of the tariff upload's preview: the cells as given, and what will be done with them. */
export const repairTariffPreviewRow = z.object({
  'Sl. No': z.number().int(),
  Component: z.string(),
  Repair: z.string(),
  Damage: z.string(),
  Size: z.string(),
  Measure: z.string(),
  'Upto Length (cm)': z.string(),
  'Upto Breadth (cm)': z.string(),
  Hours: z.string(),
  'Material (₹)': z.string(),
  /** 'OK: new row', 'OK: updates the row on record', or every reason it will be skipped. */
  Status: z.string(),
});
export type RepairTariffPreviewRow = z.infer<typeof repairTariffPreviewRow>;

export const repairTariffUpload = {
  endpoints: {
    tariffImport: endpoint({
      method: 'POST',
      path: '/upload_repair_tariff',
      query: repairTariffUploadQuery,
      files: uploadFile,
      data: uploadPreview(repairTariffPreviewRow),
    }),
    /** Adds the new rows and updates those whose key is on record, in one transaction. */
    tariffExecute: endpoint({
      method: 'POST',
      path: '/execute_repair_tariff',
      formField: 'transaction',
      body: executeBody,
      data: uploadResult,
    }),
    /** The link party's tariff as a workbook in the upload's layout. */
    tariffDownload: fileEndpoint({
      method: 'GET',
      path: '/download_repair_tariff',
      query: repairTariffUploadQuery,
      contentTypes: [FILE_TYPES.xlsx],
    }),
  },
} as const;
