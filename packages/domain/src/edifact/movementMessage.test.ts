import { describe, expect, it } from 'vitest';
import { movementMessage } from './movementMessage';

describe('movementMessage', () => {
  it('reports gate moves in CODECO 34 and 36 and vessel moves in COARRI 44 and 46', () => {
    const of = (ediEvent: 'gate-in' | 'gate-out' | 'discharge' | 'load') =>
      movementMessage({ ediEvent, moveFor: 'I', ediFull: true });
    expect([of('gate-in'), of('gate-out'), of('discharge'), of('load')]).toEqual([
      { message: 'CODECO', document: 34, status: 'import', full: true },
      { message: 'CODECO', document: 36, status: 'import', full: true },
      { message: 'COARRI', document: 44, status: 'import', full: true },
      { message: 'COARRI', document: 46, status: 'import', full: true },
    ]);
  });

  it('takes the equipment status from the trade and the full mark from the movement', () => {
    expect(movementMessage({ ediEvent: 'gate-out', moveFor: 'E', ediFull: false })).toMatchObject({
      status: 'export',
      full: false,
    });
    expect(movementMessage({ ediEvent: 'load', moveFor: 'T', ediFull: true })).toMatchObject({
      status: 'transhipment',
    });
    expect(movementMessage({ ediEvent: 'gate-in', moveFor: 'R', ediFull: false })).toMatchObject({
      status: 'continental',
    });
  });

  it('has no message for a movement without an EDI event', () => {
    expect(movementMessage({ ediEvent: null, moveFor: 'E', ediFull: true })).toBeNull();
  });
});
