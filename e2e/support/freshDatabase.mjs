// Empties the journeys' own PostgreSQL database before the server starts: drops it and creates
// it again, so every run begins from the migrations and the seed.
// Usage: node freshDatabase.mjs <a database URL on the server> <the journeys' database name>
import pg from 'pg';

const [serverUrl, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '')) throw new Error(`Not a database name: ${name}`);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} finally {
  await admin.end();
}
