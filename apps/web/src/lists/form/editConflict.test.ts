import { describe, expect, it } from 'vitest';
import { reloadKeepingMine } from './editConflict';

describe('reloading a record changed by someone else', () => {
  const keys = ['seal', 'note', 'cargowt'];
  const opened = { seal: '', note: '', cargowt: 0 };

  it('takes the other person’s fields and keeps what this person typed elsewhere', () => {
    const { values, changed } = reloadKeepingMine(
      keys,
      opened,
      { seal: '', note: 'Door gasket torn', cargowt: 0 },
      { seal: 'SEAL-TAB-A', note: null, cargowt: 0 },
    );
    expect(values).toEqual({ seal: 'SEAL-TAB-A', note: 'Door gasket torn', cargowt: 0 });
    expect(changed).toEqual([{ key: 'seal', was: '', now: 'SEAL-TAB-A' }]);
  });

  it('names this person’s value where both changed a field, taking the stored one', () => {
    const { values, changed } = reloadKeepingMine(
      keys,
      opened,
      { seal: 'SEAL-MINE', note: '', cargowt: 0 },
      { seal: 'SEAL-TAB-A', note: '', cargowt: 0 },
    );
    expect(values.seal).toBe('SEAL-TAB-A');
    expect(changed).toEqual([{ key: 'seal', was: '', now: 'SEAL-TAB-A', mine: 'SEAL-MINE' }]);
  });

  it('reads a blank input and a null record as the same, so nothing is reported changed', () => {
    expect(
      reloadKeepingMine(keys, opened, opened, { seal: null, note: null, cargowt: 0 }).changed,
    ).toEqual([]);
  });
});
