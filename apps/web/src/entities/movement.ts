import { entities, type MovementRow } from '@quaybook/contract';
import {
  EDI_EVENT_LABELS,
  EDI_EVENTS,
  MOVE_FOR_LABELS,
  MOVEMENT_FLAG_LABELS,
  MOVEMENT_FLAGS,
  type MoveFor,
  type MovementRules,
  SHORT_LIST_PAGER,
} from '@quaybook/domain';
import { listScreen } from '../lists/listScreen';
import type { DisplayColumn } from '../lists/table/columns';

// Which inspection fields the movement asks for: nine Yes/No columns with short titles, the
// field's full name in each header's tooltip and in the exports.
const FLAG_TITLES: Record<keyof MovementRules, string> = {
  needsDateTime: 'Date Time',
  needsGrossWeight: 'Gross Wt',
  needsPorts: 'Ports',
  needsCfs: 'CFS',
  needsListCfs: 'List CFS',
  needsTransporter: 'Trans.',
  needsBookingNo: 'Bkg No',
  needsTransportMode: 'Tran Mode',
  needsCondition: 'S/D',
  needsVesselVoyage: 'Vsl Voy',
  roadOnly: 'Road',
};

const flagColumn = (flag: keyof MovementRules): DisplayColumn<MovementRow> => ({
  key: flag,
  title: FLAG_TITLES[flag],
  hint: MOVEMENT_FLAG_LABELS[flag],
  compact: true,
  text: (row) => (row[flag] ? 'Yes' : 'No'),
});

export const movementList = listScreen(entities.movement, {
  route: 'movement',
  title: 'Movement List',
  columns: [
    { key: 'Name', title: 'Movement Name' },
    { key: 'Description', title: 'Description' },
    { key: 'iboxcode', title: 'iBox Code' },
    { key: 'ovacode', title: 'oVac Code' },
    {
      key: 'PreviousMove',
      title: 'Previous Move',
      text: (row) => row.PreviousMoveName ?? '',
    },
    {
      key: 'movefor',
      title: 'Move For',
      text: (row) => (row.movefor ? MOVE_FOR_LABELS[row.movefor] : ''),
    },
    {
      key: 'edievent',
      title: 'EDI Event',
      text: (row) => (row.edievent ? EDI_EVENT_LABELS[row.edievent] : 'Not reported'),
    },
    {
      key: 'edifull',
      title: 'Moves Full',
      compact: true,
      text: (row) => (row.edifull ? 'Yes' : 'No'),
    },
    ...MOVEMENT_FLAGS.map(flagColumn),
  ],
  fields: [
    { key: 'Name', input: { kind: 'text', placeholder: 'Movement name' } },
    { key: 'Description', input: { kind: 'text' } },
    { key: 'iboxcode', input: { kind: 'text', upperCase: true } },
    { key: 'ovacode', input: { kind: 'text', upperCase: true } },
    { key: 'PreviousMove', input: { kind: 'reference', list: 'movements', clearable: true } },
    {
      key: 'movefor',
      input: {
        kind: 'select',
        options: (Object.keys(MOVE_FOR_LABELS) as MoveFor[]).map((code) => ({
          value: code,
          label: MOVE_FOR_LABELS[code],
        })),
        clearable: true,
      },
    },
    {
      key: 'edievent',
      input: {
        kind: 'select',
        // Cleared: the movement's containers are not reported in any EDI message.
        options: EDI_EVENTS.map((event) => ({ value: event, label: EDI_EVENT_LABELS[event] })),
        clearable: true,
      },
    },
    { key: 'edifull', input: { kind: 'checkbox', on: true, off: false } },
    ...MOVEMENT_FLAGS.map((key) => ({
      key,
      input: { kind: 'checkbox', on: true, off: false } as const,
    })),
  ],
  exportName: 'movement_data',
  pager: SHORT_LIST_PAGER,
});
