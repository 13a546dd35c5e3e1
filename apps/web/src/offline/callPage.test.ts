import { describe, expect, it } from 'vitest';
import { listed } from '../screens/advanceList/listedRow.testing';
import { callPage } from './callPage';

// A call's kept rows, by container number, as the server lists the whole call.
const rows = [
  listed({ autoID: 1, contnumber: 'CSQU3054383', locID: 618, movetype: 'I', reportid: 40 }),
  listed({ autoID: 2, contnumber: 'MSCU1234565', locID: 618, movetype: 'E' }),
  listed({ autoID: 3, contnumber: 'MSCU7654321', locID: 210, movetype: 'I' }),
  listed({ autoID: 4, contnumber: 'TGHU1234567', locID: 618, movetype: 'I', reportid: 41 }),
  listed({ autoID: 5, contnumber: 'TGHU7777777', locID: 618, movetype: 'I' }),
];
const ids = (page: ReturnType<typeof callPage>) => page?.data.map((row) => row.autoID);

describe('a page of a call kept on the tablet', () => {
  it('keeps the rows of the location, voyage and search asked, counting them and the inspected', () => {
    const page = callPage(rows, { locationid: 618, movetype: 'I', page: 1, pageSize: 2 });
    expect(ids(page)).toEqual([1, 4]);
    expect(page?.extra).toEqual({ total: 3, page: 1, pageSize: 2, inspected: 2 });
    expect(ids(callPage(rows, { locationid: 618, movetype: 'I', page: 2, pageSize: 2 }))).toEqual([
      5,
    ]);
    expect(ids(callPage(rows, { search: ' mscu ', page: 1, pageSize: 50 }))).toEqual([2, 3]);
  });

  it('is the page holding a container found by its number, and none for a number not listed', () => {
    const found = callPage(rows, { movetype: 'I', find: 'TGHU7777777', page: 1, pageSize: 2 });
    expect(found?.extra.page).toBe(2);
    expect(ids(found)).toEqual([4, 5]);
    expect(callPage(rows, { movetype: 'E', find: 'TGHU7777777', page: 1, pageSize: 2 })).toBe(
      undefined,
    );
  });
});
