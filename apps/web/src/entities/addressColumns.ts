import { isIndianPin, PIN_MESSAGE } from '@quaybook/domain';
import type { FieldMessages, FormField, FormValues } from '../lists/form/fields';
import type { StartingChoice } from '../lists/form/startingChoice';
import type { DisplayColumn } from '../lists/table/columns';

const textOf =
  <Row>(key: keyof Row & string) =>
  (row: Row) =>
    String(row[key] ?? '');

/** The state of an address, shown by the name the row carries beside the id. */
export function stateColumn<Row>(
  key: keyof Row & string,
  name: keyof Row & string,
): DisplayColumn<Row> {
  return { key, title: 'State', text: textOf(name) };
}

/** The country of an address, shown by the name the row carries beside the id. */
export function countryColumn<Row>(
  key: keyof Row & string,
  name: keyof Row & string,
): DisplayColumn<Row> {
  return { key, title: 'Country', text: textOf(name) };
}

/** A new party is most often in the state of the depot's company, and in India. */
export const PARTY_STATE: StartingChoice = { ofCompany: 'state_id' };
export const PARTY_COUNTRY: StartingChoice = { named: 'India' };

/**
 * The state, chosen from the cached states. Optional on parties; a company must keep its state,
 * which decides GST.
 */
export const stateField = <K extends string>(
  key: K,
  clearable = true,
  startsAt?: StartingChoice,
): FormField<K> => ({
  key,
  label: 'State',
  input: { kind: 'reference', list: 'states', clearable, ...(startsAt ? { startsAt } : {}) },
});

/** The country, chosen from the cached countries. */
export const countryField = <K extends string>(
  key: K,
  startsAt?: StartingChoice,
): FormField<K> => ({
  key,
  label: 'Country',
  input: {
    kind: 'reference',
    list: 'countries',
    clearable: true,
    ...(startsAt ? { startsAt } : {}),
  },
});

/**
 * A descriptor check applying the server's PIN rule (6 digits, spaces dropped, blank is none) to
 * the named field, so a typo shows before the save is sent.
 */
export const pinCheck =
  (key: string) =>
  (values: FormValues): FieldMessages => {
    const pin = String(values[key] ?? '').replace(/\s+/g, '');
    return pin === '' || isIndianPin(pin) ? {} : { [key]: PIN_MESSAGE };
  };
