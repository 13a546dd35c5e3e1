import { entities, type VcnRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { CellEditor, EntityListDescriptor, ListColumn } from '../lists/descriptor';

// Every date of a call is picked from 1 January of this year on (spec 001 §2.1).
const callDate: CellEditor = { kind: 'date', minDate: 'startOfYear' };

type DateKey = 'ImpRotDate' | 'ExpRotDate' | 'BerthDate' | 'EgmDate' | 'SailDate';

const dateColumn = (key: DateKey, title: string, edit = callDate): ListColumn<VcnRow> => ({
  key,
  title,
  // Wide enough for dd/mm/yyyy beside the picker's clear button.
  width: 132,
  text: (row) => formatDate(row[key]),
  sortValue: (row) => row[key],
  edit,
});

export const vcnList: EntityListDescriptor<VcnRow> = {
  title: 'Vcn List',
  wide: true,
  entity: entities.vcn,
  // Screens that pick a call read the active VCNs; a new, changed or deleted call changes them.
  refreshes: ['activeVcns'],
  columns: [
    {
      key: 'vcnName',
      title: 'Vcn Name',
      width: 124,
      edit: { kind: 'text', placeholder: 'VCN name' },
    },
    {
      key: 'vesselID',
      title: 'Vessel Name',
      width: 170,
      text: (row) => row.VesselName ?? '',
      edit: { kind: 'reference', list: 'vessels' },
    },
    {
      key: 'import_voyage',
      title: 'Import Voyage Name',
      width: 128,
      text: (row) => row.import_voyageName ?? '',
      edit: {
        kind: 'reference',
        list: 'voyages',
        clearable: true,
      },
    },
    {
      key: 'export_voyage',
      title: 'Export Voyage Name',
      width: 128,
      text: (row) => row.export_voyageName ?? '',
      edit: {
        kind: 'reference',
        list: 'voyages',
        clearable: true,
      },
    },
    {
      key: 'MlocID',
      title: 'Area',
      width: 124,
      text: (row) => row.area ?? '',
      edit: {
        kind: 'reference',
        list: 'areas',
        clearable: true,
      },
    },
    {
      key: 'ImpRotNo',
      title: 'Imp Rot No',
      width: 96,
      edit: { kind: 'text', placeholder: 'Rot no' },
    },
    dateColumn('ImpRotDate', 'Imp Rot Date'),
    {
      key: 'ExpRotNo',
      title: 'Exp Rot No',
      width: 96,
      edit: { kind: 'text', placeholder: 'Rot no' },
    },
    dateColumn('ExpRotDate', 'Exp Rot Date'),
    dateColumn('BerthDate', 'Berth Date'),
    dateColumn('EgmDate', 'Egm Date'),
    {
      key: 'IsSail',
      title: 'Is Sail',
      width: 64,
      text: (row) => (row.IsSail === 1 ? 'Yes' : 'No'),
      edit: { kind: 'checkbox', on: 1, off: 0 },
    },
    dateColumn('SailDate', 'Sail Date', {
      ...callDate,
      enabledWhen: (values) => values.IsSail === 1,
    }),
    {
      key: 'vesselLocation',
      title: 'Berth Location',
      width: 220,
      text: (row) => row.Vesselarea ?? '',
      edit: {
        kind: 'reference',
        list: 'locations',
        clearable: true,
      },
    },
  ],
  exportName: 'vcn_list',
};
