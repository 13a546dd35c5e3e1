import { entities, type VcnRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FieldInputKind } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';
import type { DisplayColumn } from '../lists/table/columns';

// Every date of a call is picked from 1 January of this year on (spec 001 §2.1).
const callDate: FieldInputKind = { kind: 'date', minDate: 'startOfYear' };

type DateKey = 'ImpRotDate' | 'ExpRotDate' | 'BerthDate' | 'EgmDate' | 'SailDate';

const dateColumn = (key: DateKey, title: string): DisplayColumn<VcnRow> => ({
  key,
  title,
  text: (row) => formatDate(row[key]),
  sort: (row) => row[key],
});

const voyage: FieldInputKind = { kind: 'reference', list: 'voyages', clearable: true };

export const vcnList = listScreen(entities.vcn, {
  route: 'vcn',
  title: 'Vcn List',
  // A call a vessel makes, every week of every year: the list asks the server for the page shown.
  paging: 'server',
  // Screens that pick a call read the active VCNs; a new, changed or deleted call changes them.
  refreshes: ['activeVcns'],
  columns: [
    { key: 'vcnName', title: 'Vcn Name' },
    { key: 'vesselID', title: 'Vessel Name', text: (row) => row.VesselName ?? '' },
    {
      key: 'import_voyage',
      title: 'Import Voyage Name',
      short: 'Imp Voyage',
      text: (row) => row.import_voyageName ?? '',
    },
    {
      key: 'export_voyage',
      title: 'Export Voyage Name',
      short: 'Exp Voyage',
      text: (row) => row.export_voyageName ?? '',
    },
    { key: 'MlocID', title: 'Area', text: (row) => row.area ?? '' },
    { key: 'ImpRotNo', title: 'Imp Rot No' },
    dateColumn('ImpRotDate', 'Imp Rot Date'),
    { key: 'ExpRotNo', title: 'Exp Rot No' },
    dateColumn('ExpRotDate', 'Exp Rot Date'),
    dateColumn('BerthDate', 'Berth Date'),
    dateColumn('EgmDate', 'Egm Date'),
    {
      key: 'IsSail',
      title: 'Is Sail',
      text: (row) => (row.IsSail === 1 ? 'Yes' : 'No'),
    },
    dateColumn('SailDate', 'Sail Date'),
    {
      key: 'vesselLocation',
      title: 'Berth Location',
      text: (row) => row.Vesselarea ?? '',
    },
  ],
  fields: [
    { key: 'vcnName', input: { kind: 'text', placeholder: 'VCN name' } },
    { key: 'vesselID', input: { kind: 'reference', list: 'vessels' } },
    { key: 'import_voyage', input: voyage },
    { key: 'export_voyage', input: voyage },
    { key: 'MlocID', input: { kind: 'reference', list: 'areas', clearable: true } },
    { key: 'ImpRotNo', input: { kind: 'text', placeholder: 'Rot no' } },
    { key: 'ImpRotDate', input: callDate },
    { key: 'ExpRotNo', input: { kind: 'text', placeholder: 'Rot no' } },
    { key: 'ExpRotDate', input: callDate },
    { key: 'BerthDate', input: callDate },
    { key: 'EgmDate', input: callDate },
    { key: 'IsSail', input: { kind: 'checkbox', on: 1, off: 0 } },
    { key: 'SailDate', input: callDate, enabledWhen: (values) => values.IsSail === 1 },
    {
      key: 'vesselLocation',
      input: { kind: 'reference', list: 'locations', clearable: true },
    },
  ],
  exportName: 'vcn_list',
});
