import { entities } from '@quaybook/contract';
import type { FieldInputKind } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';

const from = (list: Extract<FieldInputKind, { kind: 'reference' }>['list']): FieldInputKind => ({
  kind: 'reference',
  list,
  clearable: true,
});

/**
 * Booking numbers expected at dock-out (spec 002 §2.4, 'Dockout Bookingno'). One save call,
 * POST /save_bookingno with the record in its form field `transaction`, adds (autoid 0) and
 * updates (the row's autoid, sent in the body since the path names none).
 */
export const bookingNumberList = listScreen(entities.bookingNumber, {
  route: 'dockoutbooking',
  // Thousands of rows a year: the screen asks the server for the page shown.
  paging: 'server',
  title: 'Dockout Bookingno',
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add Booking no', edit: 'Edit Booking no' },
  addAnother: true,
  serialColumn: 'Sl. No',
  columns: [
    { key: 'applicant', title: 'Applicant', text: (row) => row.applicantname ?? '' },
    { key: 'account', title: 'Account', text: (row) => row.accountname ?? '' },
    { key: 'vessel', title: 'Vessel', text: (row) => row.vessname ?? '' },
    { key: 'voyage', title: 'Voyage', text: (row) => row.voyname ?? '' },
    { key: 'location', title: 'Location', text: (row) => row.locname ?? '' },
    { key: 'movementid', title: 'Movement', text: (row) => row.movname ?? '' },
    { key: 'bookingno', title: 'Booking No' },
    {
      key: 'conttype',
      title: 'Container Type',
      text: (row) => row.conttypetext ?? row.conttype ?? '',
    },
  ],
  fields: [
    { key: 'applicant', input: from('applicants') },
    { key: 'account', input: from('accounts') },
    { key: 'vessel', input: from('vessels') },
    { key: 'voyage', input: from('voyages') },
    { key: 'location', input: from('locations') },
    { key: 'movementid', input: from('movements') },
    {
      key: 'bookingno',
      input: { kind: 'text', placeholder: 'Booking number', upperCase: true },
    },
    {
      key: 'conttype',
      input: { kind: 'reference', list: 'containerTypes', value: 'typecode', clearable: true },
    },
  ],
  exportName: 'dockout_bookingno',
});
