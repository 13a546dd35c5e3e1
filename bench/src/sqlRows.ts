export { sqlRows } from '@quaybook/server/src/db/sqlRows';
