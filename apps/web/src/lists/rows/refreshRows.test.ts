import { api } from '@quaybook/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vcnList } from '../../entities/vcn';
import { voyageList } from '../../entities/voyage';
import { refreshRows } from './refreshRows';

describe('refreshRows', () => {
  it('marks the list and the cached lists derived from it stale, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const listKey = ['list', api.vcn.list.path];
    for (const key of [listKey, ['reference', 'activeVcns'], ['reference', 'vessels']])
      client.setQueryData(key, []);

    await refreshRows(client, vcnList, listKey);

    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(listKey)).toBe(true);
    expect(stale(['reference', 'activeVcns'])).toBe(true);
    expect(stale(['reference', 'vessels'])).toBe(false);
  });

  it('marks the selects of a server-paged list’s entity stale, whose rows the list does not hold', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const listKey = ['list', api.voyage.list.path];
    for (const key of [listKey, ['reference', 'voyages'], ['reference', 'vessels']])
      client.setQueryData(key, []);

    await refreshRows(client, voyageList, listKey);

    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['reference', 'voyages'])).toBe(true);
    expect(stale(['reference', 'vessels'])).toBe(false);
  });
});
