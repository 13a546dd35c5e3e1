import {
  api,
  CONSTRUCTIONS,
  CONTAINER_SIZES,
  type ContainerRow,
  entities,
} from '@quaybook/contract';
import {
  checkContainerNumber,
  checkDigitWarning,
  formatDate,
  SHORT_LIST_PAGER,
} from '@quaybook/domain';
import type { EntityListDescriptor, FieldMessages } from '../lists/descriptor';

const byNumber = (key: 'isotarewt' | 'isogrosswt') => (row: ContainerRow) => row[key];

export const containerList: EntityListDescriptor<ContainerRow> = {
  title: 'Container List',
  entity: entities.container,
  columns: [
    {
      key: 'contnumber',
      title: 'Container Number',
      width: 135,
      edit: { kind: 'text', placeholder: 'ABCU1234565', upperCase: true },
    },
    {
      key: 'iso_code',
      title: 'ISO Code',
      width: 110,
      edit: {
        kind: 'reference',
        list: 'isoCodes',
        label: 'isocode',
        clearable: true,
      },
    },
    {
      key: 'contsize',
      title: 'Container Size',
      width: 90,
      sortValue: (row) => row.contsize,
      edit: {
        kind: 'select',
        options: CONTAINER_SIZES.map((size) => ({ value: size, label: String(size) })),
      },
    },
    { key: 'TypeText', title: 'Type', width: 155, edit: { kind: 'text', placeholder: 'Type' } },
    {
      key: 'construction',
      title: 'Construction',
      width: 110,
      edit: {
        kind: 'select',
        options: CONSTRUCTIONS.map((name) => ({ value: name, label: name })),
        defaultValue: 'Steel',
      },
    },
    {
      key: 'isotarewt',
      title: 'ISO Tare Weight',
      width: 100,
      sortValue: byNumber('isotarewt'),
      edit: { kind: 'number', min: 0, defaultValue: 0 },
    },
    {
      key: 'isogrosswt',
      title: 'ISO Gross Weight',
      width: 100,
      sortValue: byNumber('isogrosswt'),
      edit: { kind: 'number', min: 0, defaultValue: 0 },
    },
    { key: 'manufacture', title: 'Manufacture', edit: { kind: 'text' } },
    {
      key: 'is_soc',
      title: 'SOC',
      width: 55,
      text: (row) => (row.is_soc === 1 ? 'Yes' : 'No'),
      edit: { kind: 'checkbox', on: 1, off: 0 },
    },
    {
      key: 'create_date',
      title: 'Create Date',
      exportOnly: true,
      text: (row) => formatDate(row.create_date, { time: true }),
    },
    { key: 'created_by', title: 'Created By', exportOnly: true },
    {
      key: 'last_modification_date',
      title: 'Last Modification Date',
      exportOnly: true,
      text: (row) => formatDate(row.last_modification_date, { time: true }),
    },
    { key: 'last_modification_by', title: 'Last Modification By', exportOnly: true },
  ],
  // The ISO code decides size and type; no match (cleared) clears them, as the spec's form does.
  derive: {
    fills: ['TypeText', 'contsize', 'conttype'],
    onChange: (key, values, lookup) => {
      if (key !== 'iso_code') return undefined;
      const iso = lookup('isoCodes', values.iso_code);
      return iso
        ? { TypeText: iso.typetext, contsize: iso.size, conttype: iso.typecode }
        : { TypeText: '', contsize: null, conttype: null };
    },
  },
  // Numbers off non-BIC units may not verify, so a wrong check digit only warns.
  warnings: (values): FieldMessages => {
    const check = checkContainerNumber(String(values.contnumber ?? ''));
    return check.kind === 'checkDigit' ? { contnumber: checkDigitWarning(check) } : {};
  },
  serverSearch: { endpoint: api.container.search, param: 'contnumber' },
  exportName: 'containers',
  pager: SHORT_LIST_PAGER,
};
