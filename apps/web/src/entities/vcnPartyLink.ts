import { entities } from '@quaybook/contract';
import type { FieldInputKind } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';

const voyage: FieldInputKind = { kind: 'reference', list: 'voyages', clearable: true };

/**
 * Which applicant and account a vessel call's voyages belong to (spec 002 §2.4, 'VCN Party
 * Voyage'). Saved like booking numbers: one POST /save_vcnpartylink for add and update.
 */
export const vcnPartyLinkList = listScreen(entities.vcnPartyLink, {
  route: 'vcnpartylink',
  // Thousands of rows a year: the screen asks the server for the page shown.
  paging: 'server',
  title: 'VCN Party Voyage',
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add VCN Party Voyage', edit: 'Edit VCN Party Voyage' },
  addAnother: true,
  serialColumn: 'Sl. No',
  columns: [
    { key: 'vcnID', title: 'VCN', text: (row) => row.vcnName },
    { key: 'vessel', title: 'Vessel', text: (row) => row.vessel ?? '' },
    { key: 'import_voyage', title: 'Import Voyage', text: (row) => row.impv ?? '' },
    { key: 'export_voyage', title: 'Export Voyage', text: (row) => row.expv ?? '' },
    { key: 'applicant', title: 'Applicant', text: (row) => row.applicantname ?? '' },
    { key: 'account', title: 'Account', text: (row) => row.accountname ?? '' },
  ],
  fields: [
    // The spec's form labels this select 'Vessel', but it chooses the call: 'VCN (vessel)'.
    { key: 'vcnID', input: { kind: 'reference', list: 'activeVcns' } },
    { key: 'import_voyage', input: voyage },
    { key: 'export_voyage', input: voyage },
    { key: 'applicant', input: { kind: 'reference', list: 'applicants' } },
    { key: 'account', input: { kind: 'reference', list: 'accounts' } },
  ],
  // Choosing the VCN fills in its voyages, which stay editable.
  derive: {
    fills: ['import_voyage', 'export_voyage'],
    onChange(key, values, lookup) {
      if (key !== 'vcnID') return undefined;
      const vcn = lookup('activeVcns', values.vcnID);
      return vcn
        ? { import_voyage: vcn.import_voyage, export_voyage: vcn.export_voyage }
        : undefined;
    },
  },
  exportName: 'vcn_party_voyage',
});
