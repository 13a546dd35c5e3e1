import { type EntityName, entities } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { masterDefinitions } from './masterDefinitions';

describe('the registry of master definitions', () => {
  it.each(Object.entries(masterDefinitions))('stores %s as the entity of that name', (name, d) => {
    expect(d.entity).toBe(entities[name as EntityName]);
  });

  it.each(
    Object.entries(masterDefinitions).filter(([, d]) => d.entity.unique),
  )('keeps the unique name of %s in a column of its own table', (_, d) => {
    expect(Object.values(d.table)).toContain(d.uniqueColumn);
  });
});
