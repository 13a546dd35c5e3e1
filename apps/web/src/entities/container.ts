import {
  api,
  CONSTRUCTIONS,
  CONTAINER_SIZES,
  containerExportLayout,
  entities,
} from '@quaybook/contract';
import { SHORT_LIST_PAGER, warningOfContainerNumber } from '@quaybook/domain';
import { call } from '../api/client';
import type { FieldMessages } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';
import { layoutColumns } from '../lists/table/layoutColumns';
import { containerPagePath } from '../screens/containerHistory/containerPagePath';

const listed = layoutColumns(containerExportLayout, {
  // Each as wide as its content; long values are cut and shown whole on hover.
  // A container's number leads to its page: every inspection and change of it.
  contnumber: { link: (row) => containerPagePath(row.contnumber) },
  iso_code: {},
  contsize: { short: 'Size' },
  TypeText: {},
  construction: {},
  isotarewt: { short: 'Tare Wt' },
  isogrosswt: { short: 'Gross Wt' },
  manufacture: {},
  is_soc: {},
  // A recorded number that is a likely typo says why, in the warning's colour.
  number_warning: {
    short: 'Warning',
    maxWidth: 160,
    tone: (row) => (row.number_warning ? 'warning' : undefined),
  },
});

/**
 * A number's warning shows beside the number it is about, where a person reads it first; the
 * export writes it after the spec's columns.
 */
function besideNumber(columns: typeof listed): typeof listed {
  const warning = columns.filter((column) => column.key === 'number_warning');
  return columns.flatMap((column) => {
    if (column.key === 'number_warning') return [];
    return column.key === 'contnumber' ? [column, ...warning] : [column];
  });
}

/**
 * Containers grow without bound (every box a depot has surveyed), so the list asks the server for
 * the page shown; the Search button still looks a number up by part of it.
 */
export const containerList = listScreen(entities.container, {
  route: 'container',
  title: 'Container List',
  paging: 'server',
  // Titles and cell text as the server's export writes them; its audit columns are not shown.
  columns: besideNumber(listed),
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
    { key: 'isotarewt', input: { kind: 'number', defaultValue: 0 } },
    { key: 'isogrosswt', input: { kind: 'number', defaultValue: 0 } },
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
  // Numbers off non-BIC units may not verify, so a wrong fourth letter or check digit only warns.
  warnings: (values): FieldMessages => {
    const warning = warningOfContainerNumber(String(values.contnumber ?? ''));
    return warning ? { contnumber: warning } : {};
  },
  serverSearch: async (text) =>
    (await call(api.container.search, { params: { contnumber: text } })).data,
  // The browser holds a page only; the server writes every row found (containers.csv, .pdf).
  serverExport: async (query) => (await call(api.container.export, { query })).data,
  pager: SHORT_LIST_PAGER,
});
