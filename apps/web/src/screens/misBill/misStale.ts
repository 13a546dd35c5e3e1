import type { FieldInputKind, FormValues } from '../../lists/form/fields';
import { committedRows, type MisFormValues } from './misForm';

// An update of a MIS bill refused because someone changed the bill after the form opened it is
// compared field by field as the form shows it; the product grid counts as one field, Products,
// so a reload takes the other person's products whole or keeps this person's whole.

const checkbox: FieldInputKind = { kind: 'checkbox', on: true, off: false };

/** The fields compared, with the labels the form gives them. */
const FIELDS: Record<string, { label: string; input?: FieldInputKind }> = {
  billdate: { label: 'Date' },
  applicantID: { label: 'Applicant', input: { kind: 'reference', list: 'applicants' } },
  accountID: { label: 'Account', input: { kind: 'reference', list: 'accounts' } },
  custrefno: { label: 'Customer Ref No' },
  isReport: { label: 'Report in BILL', input: checkbox },
  reportno: { label: 'Report No' },
  reportdate: { label: 'Report Date' },
  particulars: { label: 'Particulars' },
  isRound: { label: 'Round off', input: checkbox },
  nonGstBill: { label: 'Non-GST Bill', input: checkbox },
  isExpBill: { label: 'Exp Bill', input: checkbox },
  products: { label: 'Products' },
};

export const MIS_COMPARED_KEYS = Object.keys(FIELDS);

/** A compared field's label and input. */
export const misFieldOf = (key: string) => FIELDS[key] ?? { label: key };

/** The products as one line of text: 'Survey Fees 2 Cntr @ 500.21; Travelling 1 Cntr @ 0.05'. */
const productsText = (values: MisFormValues) =>
  committedRows(values.rows)
    .map((row) => `${row.billitem} ${row.qty.trim()} ${row.unit} @ ${row.rate.trim()}`)
    .join('; ');

/** The form's values as they are compared: the header's fields and the products as one. */
export function misCompared(values: MisFormValues): FormValues {
  const { rows: _rows, version: _version, ...header } = values;
  return { ...header, products: productsText(values) };
}

/**
 * The form after Reload: the merged header fields, the stored products where the other person
 * changed them (else this person's rows, as typed), at the stored bill's version.
 */
export function misReloaded(
  merged: FormValues,
  typed: MisFormValues,
  stored: MisFormValues,
): MisFormValues {
  const { products, ...header } = merged;
  const rows = products === productsText(typed) ? typed.rows : stored.rows;
  return {
    ...(header as Omit<MisFormValues, 'rows' | 'version'>),
    rows,
    ...(stored.version === undefined ? {} : { version: stored.version }),
  };
}
