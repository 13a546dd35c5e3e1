import { describe, expect, it } from 'vitest';
import { containerList } from '../../entities/container';
import { partyRateList } from '../../entities/partyRate';
import { vesselList } from '../../entities/vessel';
import { voyageList } from '../../entities/voyage';
import { filterQuery } from '../filters/filterValues';
import { allRowsQuery, openingRowsQuery, refreshKey } from './listQuery';

describe('openingRowsQuery', () => {
  it('asks a browser-paged list without filters for the rows its screen then reads', () => {
    // What the screen asks for once mounted: its (absent) filters' query, never undefined here.
    const applied = filterQuery([], {}, () => undefined) ?? {};
    const opening = openingRowsQuery(vesselList);
    expect(opening?.queryKey).toEqual(allRowsQuery(vesselList, applied).queryKey);
    // Shared with the vessels' reference list, so a save refreshes both.
    expect(opening?.queryKey).toEqual(refreshKey(vesselList));
  });

  it('asks nothing ahead for a list that waits for its filters or pages on the server', () => {
    expect(openingRowsQuery(partyRateList)).toBeUndefined();
    expect(openingRowsQuery(containerList)).toBeUndefined();
    expect(openingRowsQuery(voyageList)).toBeUndefined();
  });
});
