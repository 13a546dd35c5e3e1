import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create; PGlite must load them before they can. */
export const PGLITE_EXTENSIONS = { pg_trgm };
