import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { createBackup } from '../src/db/backup/createBackup';
import { type Database, openDatabase } from '../src/db/client';
import { deliverySettings, serverKeys } from '../src/db/schema';
import { seedReference } from '../src/db/seed/seedReference';
import { sqlRows } from '../src/db/sqlRows';
import { type SecretBox, secretBoxOf, serverSecretBox } from '../src/secrets/secretBox';
import { factories } from './support/factories';
import { useOwnDatabase } from './support/ownDatabase';
import { TEST_SECRET, useTestApp } from './support/testApp';

const t = useTestApp();

const PASSWORD = 'Line$ftp-2026!';
const PRIVATE_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  randomBytes(96).toString('base64'),
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');

/** The keys the server keeps for itself, as stored. */
const keptKeys = (db: Database) =>
  sqlRows<{ name: string; key: string }>(db, sql`select name, key from ${serverKeys}`);

/** A line's SFTP settings with its secret sealed by `box`, as the settings screen saves them. */
async function savedSecret(
  db: Database,
  box: SecretBox,
  secret: { kind: 'password' | 'privatekey'; value: string },
) {
  const { signedInUser, createLinkParty } = factories({
    db,
    tokens: new TokenService(TEST_SECRET, 3600),
  });
  const { user } = await signedInUser('admin');
  const party = await createLinkParty(user);
  await db.insert(deliverySettings).values({
    linkPartyId: party.id,
    companyId: user.companyId,
    channel: 'sftp',
    host: 'sftp.line.example',
    username: 'depotkol',
    secretKind: secret.kind,
    sealedSecret: box.seal(secret.value),
    folder: '/inbound/codeco',
    messages: ['CODECO'],
    scheduleKind: 'after',
    scheduleCount: 15,
    createdBy: user.id,
  });
  return party;
}

/** Every way the secret could show in clear text: as is, each line of it, in base64 and hex. */
const clearForms = (secret: string) =>
  [secret, ...secret.split('\n').filter((line) => line.length >= 8)].flatMap((text) => [
    text,
    Buffer.from(text).toString('base64'),
    Buffer.from(text).toString('hex'),
  ]);

describe("the server's secret box", () => {
  it('makes one key when the environment gives none, and every later start reads it', async () => {
    // The key outlives the tests' resets, as it outlives a restore: start from none.
    await t.db.delete(serverKeys);
    const atOnce = await Promise.all([1, 2, 3].map(() => serverSecretBox(t.db, t.config)));
    const kept = await keptKeys(t.db);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.name).toBe('delivery-secrets');
    expect(Buffer.from(kept[0]?.key ?? '', 'base64')).toHaveLength(32);

    const sealed = atOnce[0]?.seal(PASSWORD) ?? '';
    for (const box of atOnce) expect(box.open(sealed)).toBe(PASSWORD);
    const later = await serverSecretBox(t.db, t.config);
    expect(later.open(sealed)).toBe(PASSWORD);
    expect(await keptKeys(t.db)).toEqual(kept);
    expect(secretBoxOf(Buffer.from(kept[0]?.key ?? '', 'base64')).open(sealed)).toBe(PASSWORD);
  });

  it("uses the environment's key when given, and keeps none of it", async () => {
    await t.db.delete(serverKeys);
    const secretKey = randomBytes(32);
    const box = await serverSecretBox(t.db, { ...t.config, secretKey });
    expect(await keptKeys(t.db)).toEqual([]);
    const sealed = box.seal(PASSWORD);
    expect(secretBoxOf(secretKey).open(sealed)).toBe(PASSWORD);
    // What the database key would seal is another key's: recognised, not opened.
    const kept = await serverSecretBox(t.db, t.config);
    expect(kept.open(sealed)).toBeNull();
    expect(box.open(kept.seal(PASSWORD))).toBeNull();
  });

  it("keeps a line's saved password sealed: its row holds nothing of it", async () => {
    const box = await serverSecretBox(t.db, t.config);
    const party = await savedSecret(t.db, box, { kind: 'password', value: PASSWORD });
    const [row] = await sqlRows<{ row: string; sealed: string }>(
      t.db,
      sql`select row_to_json(s)::text as row, s.sealed_secret as sealed
          from ${deliverySettings} s where s.link_party_id = ${party.id}`,
    );
    for (const form of clearForms(PASSWORD)) expect(row?.row).not.toContain(form);
    expect(row?.sealed).toMatch(/^v1:[\w-]+:[\w+/=]+:[\w+/=]+:[\w+/=]+$/);
    expect(box.open(row?.sealed ?? '')).toBe(PASSWORD);
  });
});

describe('a backup', () => {
  const own = useOwnDatabase('secret_box');
  let into = '';
  beforeAll(async () => {
    into = await mkdtemp(path.join(os.tmpdir(), 'quaybook-secret-backup-'));
  });
  afterAll(() => rm(into, { recursive: true, force: true }));

  it('holds the sealed secrets but never the key that opens them', {
    timeout: 180_000,
  }, async () => {
    const config = loadConfig({
      DATA_DIR: own.dataDir,
      DATABASE_URL: own.databaseUrl ?? '',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    const database = await openDatabase(config);
    let key: Buffer;
    try {
      await database.migrate(seedReference);
      const box = await serverSecretBox(database.db, config);
      await savedSecret(database.db, box, { kind: 'password', value: PASSWORD });
      await savedSecret(database.db, box, { kind: 'privatekey', value: PRIVATE_KEY });
      const [kept] = await keptKeys(database.db);
      key = Buffer.from(kept?.key ?? '', 'base64');
    } finally {
      await database.close();
    }
    expect(key).toHaveLength(32);

    const { folder, manifest } = await createBackup(config, { into });
    const names = manifest.tables.map((table) => table.name);
    expect(names).toContain('edi_delivery_settings');
    expect(names).not.toContain('keys');

    // Read back, every file of the backup: none holds the key, nor either secret in clear.
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(names.length);
    const forbidden = [
      key.toString('base64'),
      key.toString('base64url'),
      key.toString('hex'),
      ...clearForms(PASSWORD),
      ...clearForms(PRIVATE_KEY),
    ];
    for (const entry of files) {
      const text = (await readFile(path.join(entry.parentPath, entry.name))).toString('latin1');
      for (const form of forbidden) expect(text, entry.name).not.toContain(form);
    }

    // The sealed secrets are there, opened by this server's key alone.
    const settings = (await readFile(path.join(folder, 'database', 'edi_delivery_settings.jsonl')))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { sealed_secret: string });
    expect(settings.map((row) => secretBoxOf(key).open(row.sealed_secret)).sort()).toEqual(
      [PASSWORD, PRIVATE_KEY].sort(),
    );
    const elsewhere = secretBoxOf(randomBytes(32));
    for (const row of settings) expect(elsewhere.open(row.sealed_secret)).toBeNull();
  });
});
