import {
  DELIVERY_MESSAGE_LABELS,
  DELIVERY_STATE_LABELS,
  type DeliveryLogQuery,
} from '@quaybook/contract';
import type { FilterBarSpec, FilterOption } from '../../lists/filters/filterSpec';

/**
 * A fixed list of codes as a filter's numbered choices (the bar's choices are numbers), and the
 * code a chosen number stands for.
 */
function numberedCodes<Code extends string>(labels: Readonly<Record<Code, string>>) {
  const codes = Object.keys(labels) as Code[];
  const options: FilterOption[] = codes.map((code, index) => ({
    value: index + 1,
    label: labels[code],
  }));
  return {
    options,
    codeOf: (chosen: unknown): Code | undefined =>
      typeof chosen === 'number' ? codes[chosen - 1] : undefined,
  };
}

const MESSAGES = numberedCodes(DELIVERY_MESSAGE_LABELS);
const STATES = numberedCodes(DELIVERY_STATE_LABELS);

/** The log's filters, every one optional: the line, the message, the state, the days. */
export const deliveryLogFilters: FilterBarSpec = {
  filters: [
    { kind: 'linkParty', param: 'linkpartyid' },
    { kind: 'options', param: 'message', label: 'Message', options: MESSAGES.options },
    { kind: 'options', param: 'state', label: 'State', options: STATES.options },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Show',
  cancel: 'Cancel',
  inputWidth: 150,
  prompt: 'Every message, workbook and report sent to a line, newest first.',
};

/** The log call's query from the bar's: each chosen number named as its message or state. */
export function deliveryLogQuery(ask: Record<string, unknown>): DeliveryLogQuery {
  const { message: messageChoice, state: stateChoice, ...rest } = ask;
  const message = MESSAGES.codeOf(messageChoice);
  const state = STATES.codeOf(stateChoice);
  return {
    ...rest,
    ...(message ? { message } : {}),
    ...(state ? { state } : {}),
  } as DeliveryLogQuery;
}
