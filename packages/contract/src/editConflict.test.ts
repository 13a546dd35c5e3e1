import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflictCurrent, takesVersion } from './editConflict';
import { entities } from './index';

// Every list screen's edit can be checked against a newer save: its rows carry the version and
// its update call takes the one the edit started from.
describe('versions of the entities', () => {
  it.each(Object.entries(entities))('%s rows carry a version its update call takes', (_, of) => {
    expect(takesVersion(of.endpoints.update)).toBe(true);
    const row = (of.endpoints.list.data as z.ZodArray<z.ZodObject>).element;
    expect(Object.keys(row.shape)).toContain('version');
  });

  it('an update without a version is read as before, and a version that is not a count is refused', () => {
    const body = entities.vessel.endpoints.update.body as z.ZodType;
    expect(body.safeParse({ Name: 'MV KOTA BHARANI' }).success).toBe(true);
    const refused = body.safeParse({ Name: 'MV KOTA BHARANI', version: 0 });
    expect(refused.success).toBe(false);
    expect(z.treeifyError(refused.error as z.ZodError)).toMatchObject({
      properties: { version: { errors: ['Version starts at 1.'] } },
    });
  });

  it('a 409 refusal carrying the current record is read as an edit conflict, and nothing else is', () => {
    expect(conflictCurrent(409, { current: { version: 3 } })).toEqual({ version: 3 });
    expect(conflictCurrent(409, { Name: 'Vessel name already exists.' })).toBeUndefined();
    expect(conflictCurrent(400, { current: {} })).toBeUndefined();
  });
});
