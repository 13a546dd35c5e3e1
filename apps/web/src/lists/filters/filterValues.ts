import {
  dmyToIso,
  formatDate,
  isIsoDate,
  parseContainerNumbers,
  REPORT_TYPES,
} from '@quaybook/domain';
import { type FilterSpec, isChoice } from './filterSpec';

/**
 * A filter bar's values by param, as the URL keeps them once applied: ids as digits, dates as
 * ISO yyyy-mm-dd, container numbers comma-separated, a ticked box '1'; '' for none.
 */
export type FilterValues = Readonly<Record<string, string>>;

/**
 * The bar's values as the user has them before applying: dates as typed (dd/mm/yyyy), the
 * container box as typed.
 */
export type FilterDraft = Record<string, string>;

const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text);

/** A time of day as HHMM: 0000 to 2359. */
export const isTime = (text: string) => /^([01]\d|2[0-3])[0-5]\d$/.test(text);

/** Filters whose value is a number on the wire. */
const sentAsNumber = (filter: FilterSpec) =>
  isChoice(filter) || filter.kind === 'reportType' || filter.kind === 'options';

/** A value the URL holds, if it is one the filter can hold; anything else is none. */
function readOne(filter: FilterSpec, text: string): string {
  if (isChoice(filter)) return isId(text) ? text : '';
  switch (filter.kind) {
    case 'fromDate':
    case 'toDate':
      return isIsoDate(text) ? text : '';
    case 'containers': {
      const { numbers, invalid } = parseContainerNumbers(text);
      return invalid.length === 0 ? numbers.join(',') : '';
    }
    case 'checkbox':
      return text === '1' ? '1' : '';
    case 'reportType':
      return REPORT_TYPES.some((type) => String(type.id) === text) ? text : '';
    case 'options':
      return filter.options.some((option) => String(option.value) === text) ? text : '';
    case 'time':
      return isTime(text) ? text : '';
  }
}

/** The applied values in the URL; a value that cannot be right (an edited link) is none. */
export function readFilters(filters: readonly FilterSpec[], params: URLSearchParams): FilterValues {
  return Object.fromEntries(filters.map((f) => [f.param, readOne(f, params.get(f.param) ?? '')]));
}

/** The URL with these values applied: blanks left out, back to the first page. */
export function writeFilters(
  filters: readonly FilterSpec[],
  values: FilterValues,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const { param } of filters) {
    const value = values[param] ?? '';
    if (value === '') next.delete(param);
    else next.set(param, value);
  }
  next.delete('page');
  return next;
}

/** The draft a bar starts from: the applied values, dates written dd/mm/yyyy. */
export function draftOf(filters: readonly FilterSpec[], values: FilterValues): FilterDraft {
  return Object.fromEntries(
    filters.map((f) => {
      const value = values[f.param] ?? '';
      if (f.kind === 'fromDate' || f.kind === 'toDate') return [f.param, formatDate(value)];
      if (f.kind === 'containers') return [f.param, value.split(',').filter(Boolean).join('\n')];
      return [f.param, value];
    }),
  );
}

/** The values a checked draft applies: dates as ISO, container numbers cleaned and joined. */
export function valuesOf(filters: readonly FilterSpec[], draft: FilterDraft): FilterValues {
  return readFilters(
    filters,
    new URLSearchParams(
      filters.map((f) => {
        const text = (draft[f.param] ?? '').trim();
        const date = f.kind === 'fromDate' || f.kind === 'toDate';
        return [f.param, date ? (dmyToIso(text) ?? '') : text];
      }),
    ),
  );
}

/** A link party's two halves, where the cached parties know it. */
export type PartyLookup = (
  autoid: number,
) => { applicantId: number; accountId: number } | undefined;

/**
 * What the list is asked for with these values: each filter under its param (ids as numbers,
 * a ticked box 1, unticked 0), a party as its applicant and account; undefined while a party
 * cannot be looked up yet.
 */
export function filterQuery(
  filters: readonly FilterSpec[],
  values: FilterValues,
  party: PartyLookup,
): Record<string, string | number> | undefined {
  const query: Record<string, string | number> = {};
  for (const filter of filters) {
    const value = values[filter.param] ?? '';
    if (filter.kind === 'checkbox') {
      query[filter.param] = value === '1' ? 1 : 0;
    } else if (filter.kind === 'party' && filter.sends) {
      if (value === '') continue;
      const halves = party(Number(value));
      if (!halves) return undefined;
      query[filter.sends.applicant] = halves.applicantId;
      query[filter.sends.account] = halves.accountId;
    } else if (value !== '') {
      query[filter.param] = sentAsNumber(filter) ? Number(value) : value;
    }
  }
  return query;
}

/** A VCN as the cached open VCNs name it. */
interface ChosenVcn {
  vesselID: number;
  import_voyage: number | null;
  export_voyage: number | null;
  MlocID?: number | null;
}

/**
 * What choosing a VCN fills in, by the params of the filters the VCN filter names: its vessel
 * and voyages, which stay changeable; nothing for another filter or an unknown VCN.
 */
export function filledByVcn(filter: FilterSpec, vcn: ChosenVcn | undefined): FilterDraft {
  if (filter.kind !== 'vcn' || !filter.fills || !vcn) return {};
  const { vessel, importVoyage, exportVoyage, location } = filter.fills;
  return {
    ...(vessel ? { [vessel]: String(vcn.vesselID) } : {}),
    ...(importVoyage ? { [importVoyage]: String(vcn.import_voyage ?? '') } : {}),
    ...(exportVoyage ? { [exportVoyage]: String(vcn.export_voyage ?? '') } : {}),
    ...(location ? { [location]: String(vcn.MlocID ?? '') } : {}),
  };
}
