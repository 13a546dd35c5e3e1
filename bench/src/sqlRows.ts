export { sqlRows } from '@quaybook/server/src/shared/sqlRows';
