import { api } from '@quaybook/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vcnList } from '../../entities/vcn';
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
});
