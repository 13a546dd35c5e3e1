import type { ListColumn } from '../lists/descriptor';

type Options<Row> = {
  /** The field carrying the chosen entry's name, shown in the table. */
  name: keyof Row & string;
  width?: number;
  /** Optional on parties; a company must keep its state, which decides GST. */
  clearable?: boolean;
  formOnly?: boolean;
};

const textOf =
  <Row>(key: keyof Row & string) =>
  (row: Row) =>
    String(row[key] ?? '');

/** The state of an address, chosen from the cached states and shown by name. */
export function stateColumn<Row>(
  key: keyof Row & string,
  { name, width, clearable = true, formOnly }: Options<Row>,
): ListColumn<Row> {
  return {
    key,
    title: 'State',
    ...(width === undefined ? {} : { width }),
    ...(formOnly ? { formOnly } : {}),
    text: textOf(name),
    edit: { kind: 'reference', list: 'states', clearable },
  };
}

/** The country of an address, chosen from the cached countries and shown by name. */
export function countryColumn<Row>(
  key: keyof Row & string,
  { name, width, clearable = true, formOnly }: Options<Row>,
): ListColumn<Row> {
  return {
    key,
    title: 'Country',
    ...(width === undefined ? {} : { width }),
    ...(formOnly ? { formOnly } : {}),
    text: textOf(name),
    edit: {
      kind: 'reference',
      list: 'countries',
      clearable,
    },
  };
}
