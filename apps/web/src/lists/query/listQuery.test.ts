import { describe, expect, it } from 'vitest';
import { containerList } from '../../entities/container';
import { partyRateList } from '../../entities/partyRate';
import { voyageList } from '../../entities/voyage';
import { filterQuery } from '../filters/filterValues';
import { allRowsQuery, openingRowsQuery, refreshKey } from './listQuery';

describe('openingRowsQuery', () => {
  it('asks a browser-paged list without filters for the rows its screen then reads', () => {
    // What the screen asks for once mounted: its (absent) filters' query, never undefined here.
    const applied = filterQuery([], {}, () => undefined) ?? {};
    const opening = openingRowsQuery(voyageList);
    expect(opening?.queryKey).toEqual(allRowsQuery(voyageList, applied).queryKey);
    // Shared with the voyages' reference list, so a save refreshes both.
    expect(opening?.queryKey).toEqual(refreshKey(voyageList));
  });

  it('asks nothing ahead for a list that waits for its filters or pages on the server', () => {
    expect(openingRowsQuery(partyRateList)).toBeUndefined();
    expect(openingRowsQuery(containerList)).toBeUndefined();
  });
});
