import { describe, expect, it } from 'vitest';
import { databaseOf } from './databaseVersion';

describe('databaseOf', () => {
  it('knows the embedded PGlite by the name it gives itself, with the PostgreSQL inside', () => {
    expect(
      databaseOf(
        'PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by emcc, 32-bit',
      ),
    ).toEqual({ kind: 'pglite', version: '0.5.16', postgres: '18.6' });
  });

  it('takes anything else for a PostgreSQL server, by its version only', () => {
    expect(
      databaseOf(
        'PostgreSQL 15.18 (Debian 15.18-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc, 64-bit',
      ),
    ).toEqual({ kind: 'postgres', version: '15.18', postgres: '15.18' });
  });
});
