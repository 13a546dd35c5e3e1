import { z } from 'zod';
import { customsListFilter } from './customsFilter';
import { endpoint } from './endpoint';
import { digitsOrNumber, editedVersion, pageInfo, pageQuery, versionField } from './fields';
import { SHIPPING_BILL_FIELDS } from './shippingBillRules';
import { uploadFile } from './upload';

// Upload Shipping Bill and Shipping Bills (002 §2.4, §3 shipping bill row, §5, §7): the lines of
// the shipping bills the exporters' customs brokers filed, one per container, which the mismatch
// reports compare with what was loaded.

export * from './shippingBillRules';

/** The most lines Shipping Bills shows at once; past it the clerk narrows the filter. */
export const SHIPPING_BILL_LIST_LIMIT = 5_000;

/**
 * The shipping bill file (docs/file-formats.md 'Shipping bill file'): its columns in order, with
 * the other headers each is known by. The container column must be there; a line's container may
 * still be malformed, and is then kept for the clerk to correct.
 */
export const shippingBillLayout = [
  { key: 'sbNo', title: 'SB No', aliases: ['Shipping Bill', 'Shipping Bill No', 'SB Number'] },
  { key: 'sbDate', title: 'SB Date', aliases: ['Shipping Bill Date'] },
  { key: 'containerNo', title: 'Container', aliases: ['Container No', 'Container Number'] },
  { key: 'iec', title: 'IEC', aliases: ['IEC No', 'IEC Code'], optional: true },
  { key: 'gstin', title: 'GSTN', aliases: ['GSTIN', 'GST No'], optional: true },
  { key: 'pcin', title: 'PCIN', aliases: [], optional: true },
  {
    key: 'packageType',
    title: 'Type Of Package',
    aliases: ['Package Type', 'Pkg Type'],
    optional: true,
  },
  {
    key: 'packageCount',
    title: 'No Of Package',
    aliases: ['No On Package', 'No Of Packages', 'No Of Pkgs', 'Packages'],
    optional: true,
  },
] as const;

/** A line of the file that was not saved, or was saved with its container to correct. */
export const shippingBillUploadRow = z.object({
  'Sl No': z.number().int(),
  'SB No': z.string(),
  'SB Date': z.string(),
  Container: z.string(),
  IEC: z.string(),
  GSTN: z.string(),
  PCIN: z.string(),
  'Type Of Package': z.string(),
  'No Of Package': z.string(),
  /** Every reason the line was skipped, or 'Container number to correct' on a saved line. */
  Status: z.string(),
});
export type ShippingBillUploadRow = z.infer<typeof shippingBillUploadRow>;

/** What one upload did: counts over the whole file, and the lines skipped or flagged. */
export const shippingBillUploadResult = z.object({
  total: z.number().int(),
  saved: z.number().int(),
  skipped: z.number().int(),
  /** Saved lines whose container number the clerk must correct. */
  flagged: z.number().int(),
  list: z.array(shippingBillUploadRow),
});
export type ShippingBillUploadResult = z.infer<typeof shippingBillUploadResult>;

/** The spec's shipping bill row (002 §3), with the line's id; blank fields are ''. */
export const shippingBillRow = z.object({
  id: z.number().int(),
  sbno: z.string(),
  /** ISO yyyy-mm-dd. */
  sbdate: z.string(),
  contnumber: z.string(),
  iec: z.string(),
  gstn: z.string(),
  pcin: z.string(),
  type_of_package: z.string(),
  no_of_package: z.number().int().nullable(),
  ...versionField,
});
export type ShippingBillRow = z.infer<typeof shippingBillRow>;

const SB_FORM = {
  prop: 'Choose the column to save: one of sbno, sbdate, contnumber, iec, gstn, pcin, type_of_package, no_of_package.',
  row: 'Send the edited line with its id.',
} as const;

/**
 * Update's form (002 §7 POST /update_sb): `prop` names the edited column, `transaction` is the
 * whole row as the grid holds it; only that column of that line is saved.
 */
export const shippingBillUpdate = z.object({
  prop: z.enum(SHIPPING_BILL_FIELDS, { error: SB_FORM.prop }),
  transaction: z.looseObject(
    {
      id: z.preprocess(
        digitsOrNumber,
        z.number({ error: SB_FORM.row }).int().positive(SB_FORM.row),
      ),
    },
    { error: SB_FORM.row },
  ),
  /**
   * The line's version as the grid read it, beside the row: a line changed since is refused,
   * not overwritten. A version inside `transaction` is not read, since the spec's grid sends
   * back the row it first read after every cell.
   */
  ...editedVersion,
});
export type ShippingBillUpdate = z.output<typeof shippingBillUpdate>;

export const shippingBill = {
  endpoints: {
    /**
     * Reads, checks and saves the file's lines in one call (the spec has no save step). Its client
     * reads the status from item 1: `[1, 1, result, message]`, and a refusal (a file of which
     * nothing can be saved, say) `[0, 0, message, fieldProblems]`.
     */
    upload: endpoint({
      method: 'POST',
      path: '/upload_shippingbill',
      files: uploadFile,
      statusInItem1: true,
      data: shippingBillUploadResult,
    }),
    /**
     * Shipping Bills' rows for the customs filter (party's call, containers or SB dates), sent as
     * JSON in the form field `transaction`: the rows in item 2 and again in item 3, where the
     * spec's client reads them. Asked for a `page`, that page in item 2 and `pageInfo` in item 3.
     */
    list: endpoint({
      method: 'POST',
      path: '/sb_uploadedlist',
      formField: 'transaction',
      /** The page travels in the query: the form is the customs filter the spec sends. */
      query: pageQuery,
      body: customsListFilter,
      data: z.array(shippingBillRow),
      extra: z.union([z.array(shippingBillRow), pageInfo]),
    }),
    /**
     * Saves one edited cell of one line: `prop`, the column's name as plain text, and
     * `transaction`, the whole row as JSON (and optionally `version`, the line's as read). Answers the saved line and 'Updated successfully'.
     */
    update: endpoint({
      method: 'POST',
      path: '/update_sb',
      formFields: ['prop', 'transaction', 'version'],
      textFields: ['prop'],
      body: shippingBillUpdate,
      data: shippingBillRow,
    }),
  },
} as const;
