import { AUDIT_ENTITIES, type Endpoint, entities } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { masterDefinitions } from '../features/registry/masterDefinitions';
import { historyNameOf, masterRecord } from './masterHistory';

/** The wire fields of an entity's list row. */
const rowFields = (list: Endpoint) =>
  Object.keys((list.data as z.ZodArray<z.ZodObject>).element.shape);

describe('masterRecord', () => {
  it('leaves out every spelling of the audit columns and the version of every master row, and nothing else', () => {
    for (const declared of Object.values(entities)) {
      const fields = rowFields(declared.endpoints.list);
      const kept = Object.keys(masterRecord(Object.fromEntries(fields.map((f) => [f, 1]))));
      expect(
        kept.filter((field) => /creat|modi|^version$/i.test(field)),
        declared.label,
      ).toEqual([]);
      expect(kept, declared.label).toEqual(fields.filter((f) => !/creat|modi|^version$/i.test(f)));
    }
  });
});

describe('historyNameOf', () => {
  it('names every entity of the contract by a name of its own the audit log knows', () => {
    const names = Object.values(entities).map(historyNameOf);
    expect(names.filter((name) => !(name in AUDIT_ENTITIES))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(historyNameOf(entities.damage)).toBe('damageCode');
    expect(historyNameOf(entities.partyRate)).toBe('partyRate');
  });

  it('is found for every registered master definition', () => {
    for (const definition of Object.values(masterDefinitions))
      expect(historyNameOf(definition.entity)).toBeTruthy();
  });
});
