import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';

/** What route handlers and services are given; built once at start. */
export interface Deps {
  db: Database;
  tokens: TokenService;
  config: Config;
}
