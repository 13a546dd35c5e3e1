import { type BookingNumberRow, entities } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

/**
 * Booking numbers expected at dock-out (spec 002 §2.4, 'Dockout Bookingno'). One save call,
 * POST /save_bookingno with the record in its form field `transaction`, adds (autoid 0) and
 * updates (the row's autoid, sent in the body since the path names none).
 */
export const bookingNumberList: EntityListDescriptor<BookingNumberRow> = {
  title: 'Dockout Bookingno',
  entity: entities.bookingNumber,
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add Booking no', edit: 'Edit Booking no' },
  addAnother: true,
  serialColumn: 'Sl. No',
  columns: [
    {
      key: 'applicant',
      title: 'Applicant',
      text: (row) => row.applicantname ?? '',
      edit: {
        kind: 'reference',
        list: 'applicants',
        clearable: true,
      },
    },
    {
      key: 'account',
      title: 'Account',
      text: (row) => row.accountname ?? '',
      edit: {
        kind: 'reference',
        list: 'accounts',
        clearable: true,
      },
    },
    {
      key: 'vessel',
      title: 'Vessel',
      text: (row) => row.vessname ?? '',
      edit: {
        kind: 'reference',
        list: 'vessels',
        clearable: true,
      },
    },
    {
      key: 'voyage',
      title: 'Voyage',
      width: 84,
      text: (row) => row.voyname ?? '',
      edit: {
        kind: 'reference',
        list: 'voyages',
        clearable: true,
      },
    },
    {
      key: 'location',
      title: 'Location',
      width: 124,
      text: (row) => row.locname ?? '',
      edit: {
        kind: 'reference',
        list: 'locations',
        clearable: true,
      },
    },
    {
      key: 'movementid',
      title: 'Movement',
      width: 124,
      text: (row) => row.movname ?? '',
      edit: {
        kind: 'reference',
        list: 'movements',
        clearable: true,
      },
    },
    {
      key: 'bookingno',
      title: 'Booking No',
      width: 130,
      edit: { kind: 'text', placeholder: 'Booking number', upperCase: true },
    },
    {
      key: 'conttype',
      title: 'Container Type',
      width: 150,
      text: (row) => row.conttypetext ?? row.conttype ?? '',
      edit: {
        kind: 'reference',
        list: 'containerTypes',
        value: 'typecode',
        clearable: true,
      },
    },
  ],
  exportName: 'dockout_bookingno',
};
