import { api, CONSTRUCTIONS, CONTAINER_SIZES, entities } from '@quaybook/contract';
import {
  checkContainerNumber,
  checkDigitWarning,
  formatDate,
  SHORT_LIST_PAGER,
} from '@quaybook/domain';
import { call } from '../api/client';
import type { FieldMessages } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';

/**
 * Containers grow without bound (every box a depot has surveyed), so the list asks the server for
 * the page shown; the Search button still looks a number up by part of it.
 */
export const containerList = listScreen(entities.container, {
  route: 'container',
  title: 'Container List',
  paging: 'server',
  columns: [
    // Each column as wide as its two-line header and sort arrow need; Manufacture takes the rest.
    { key: 'contnumber', title: 'Container Number', width: 124 },
    { key: 'iso_code', title: 'ISO Code', width: 104 },
    { key: 'contsize', title: 'Container Size', width: 108, sort: (row) => row.contsize },
    { key: 'TypeText', title: 'Type', width: 150 },
    { key: 'construction', title: 'Construction', width: 124 },
    { key: 'isotarewt', title: 'ISO Tare Weight', width: 92, sort: (row) => row.isotarewt },
    { key: 'isogrosswt', title: 'ISO Gross Weight', width: 92, sort: (row) => row.isogrosswt },
    { key: 'manufacture', title: 'Manufacture' },
    { key: 'is_soc', title: 'SOC', width: 68, text: (row) => (row.is_soc === 1 ? 'Yes' : 'No') },
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
  fields: [
    { key: 'contnumber', input: { kind: 'text', placeholder: 'ABCU1234565', upperCase: true } },
    {
      key: 'iso_code',
      input: { kind: 'reference', list: 'isoCodes', label: 'isocode', clearable: true },
    },
    {
      key: 'contsize',
      input: {
        kind: 'select',
        options: CONTAINER_SIZES.map((size) => ({ value: size, label: String(size) })),
      },
    },
    { key: 'TypeText', input: { kind: 'text', placeholder: 'Type' } },
    {
      key: 'construction',
      input: {
        kind: 'select',
        options: CONSTRUCTIONS.map((name) => ({ value: name, label: name })),
        defaultValue: 'Steel',
      },
    },
    { key: 'isotarewt', input: { kind: 'number', min: 0, defaultValue: 0 } },
    { key: 'isogrosswt', input: { kind: 'number', min: 0, defaultValue: 0 } },
    { key: 'manufacture', input: { kind: 'text' } },
    { key: 'is_soc', input: { kind: 'checkbox', on: 1, off: 0 } },
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
  serverSearch: async (text) =>
    (await call(api.container.search, { params: { contnumber: text } })).data,
  exportName: 'containers',
  pager: SHORT_LIST_PAGER,
});
