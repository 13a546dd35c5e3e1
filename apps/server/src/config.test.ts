import { UPLOAD_MAX_ROWS } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the upload ceiling', () => {
  it('is 200 MB and 1,000,000 rows unless UPLOAD_MAX_MB says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ uploadMaxMb: 200, uploadMaxRows: 1_000_000 });
    expect(UPLOAD_MAX_ROWS).toBe(1_000_000);
    expect(loadConfig({ UPLOAD_MAX_MB: '512' }).uploadMaxMb).toBe(512);
  });

  it('refuses an UPLOAD_MAX_MB that is not a whole number of megabytes', () => {
    expect(() => loadConfig({ UPLOAD_MAX_MB: '1.5' })).toThrow(
      'UPLOAD_MAX_MB must be a whole number of megabytes',
    );
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow('UPLOAD_MAX_MB');
  });
});

describe('the mail settings', () => {
  it('leave mail unconfigured when SMTP_URL is unset or blank', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: 'reports@quaybook.in' }).mail).toBeUndefined();
  });

  it('take SMTP_URL (smtp:// or smtps://) with MAIL_FROM', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://reports:pa%40ss@mail.quaybook.in:465',
        MAIL_FROM: 'Quaybook Reports <reports@quaybook.in>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://reports:pa%40ss@mail.quaybook.in:465',
      from: 'Quaybook Reports <reports@quaybook.in>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'ops@quaybook.in' }).mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'ops@quaybook.in' });
  });

  it('refuse another scheme, a missing MAIL_FROM or one that is no address, without echoing the URL', () => {
    const refusal = (settings: Record<string, string>) => {
      try {
        loadConfig(settings);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    const http = refusal({ SMTP_URL: 'http://user:topsecret@host', MAIL_FROM: 'a@b.in' });
    expect(http).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(http).not.toContain('topsecret');
    expect(refusal({ SMTP_URL: 'smtp://user:topsecret@host:587' })).toBe(
      'Invalid settings: MAIL_FROM: MAIL_FROM is required when SMTP_URL is set',
    );
    expect(refusal({ SMTP_URL: 'smtp://host', MAIL_FROM: 'Quaybook' })).toContain(
      'MAIL_FROM must be an e-mail address',
    );
  });
});

describe('the secret key', () => {
  const key = Buffer.from(Array.from({ length: 32 }, (_, n) => n * 7));

  it('is unset when QUAYBOOK_SECRET_KEY is unset or blank', () => {
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ QUAYBOOK_SECRET_KEY: '' }).secretKey).toBeUndefined();
  });

  it('takes 32 bytes as 64 hex digits or as base64, padded or not', () => {
    for (const written of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
      ` ${key.toString('base64')}\n`,
    ])
      expect(loadConfig({ QUAYBOOK_SECRET_KEY: written }).secretKey, written).toEqual(key);
  });

  it('refuses any other length or writing at start, without echoing the key', () => {
    for (const written of [
      key.subarray(0, 16).toString('base64'),
      Buffer.concat([key, key]).toString('base64'),
      key.toString('hex').slice(2),
      'correct horse battery staple, quite long enough',
    ]) {
      let refusal = 'accepted';
      try {
        loadConfig({ QUAYBOOK_SECRET_KEY: written });
      } catch (error) {
        refusal = (error as Error).message;
      }
      expect(refusal).toContain(
        'QUAYBOOK_SECRET_KEY must be 32 bytes written as 64 hex digits or in base64',
      );
      expect(refusal).not.toContain(written.trim());
    }
  });
});

describe('the file store settings', () => {
  it('keep documents in DATA_DIR/files when FILES_URL is unset or blank', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(loadConfig({ FILES_URL: ' ' }).objectStorage).toBeUndefined();
  });

  it('take s3://bucket/prefix with the endpoint and region of a compatible store', () => {
    expect(
      loadConfig({
        FILES_URL: 's3://quaybook-docs/kolkata/files/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ap-south-1',
      }).objectStorage,
    ).toEqual({
      bucket: 'quaybook-docs',
      prefix: 'kolkata/files/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
    });
    expect(loadConfig({ FILES_URL: 's3://quaybook-docs' }).objectStorage).toEqual({
      bucket: 'quaybook-docs',
      prefix: '',
      endpoint: undefined,
      region: undefined,
    });
  });

  it('refuse another scheme, a bucket name S3 does not allow, and an endpoint that is no address', () => {
    for (const FILES_URL of ['file:///var/quaybook', 's3://Quaybook', 's3://a', 'https://x.s3'])
      expect(() => loadConfig({ FILES_URL }), FILES_URL).toThrow('FILES_URL must be s3://bucket');
    expect(() => loadConfig({ FILES_URL: 's3://docs', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// address',
    );
  });
});

describe('the replica settings', () => {
  const PRIMARY = 'postgres://quaybook:secret@db.lan:5432/quaybook';
  const REPLICA = 'postgres://quaybook:secret@replica.lan:5432/quaybook';

  it('read everything on the primary when DATABASE_REPLICA_URL is unset or blank', () => {
    expect(loadConfig({ DATABASE_URL: PRIMARY }).databaseReplica).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: '' }).databaseReplica,
    ).toBeUndefined();
  });

  it('take the replica with a lag bound of 5 s and a wait of 200 ms unless told otherwise', () => {
    expect(
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA }).databaseReplica,
    ).toEqual({ url: REPLICA, maxLagMs: 5000, waitMs: 200, checkEveryMs: 1000 });
    expect(
      loadConfig({
        DATABASE_URL: PRIMARY,
        DATABASE_REPLICA_URL: REPLICA,
        REPLICA_MAX_LAG_MS: '1500',
        REPLICA_WAIT_MS: '50',
      }).databaseReplica,
    ).toMatchObject({ maxLagMs: 1500, waitMs: 50 });
  });

  it('refuse a replica without its primary, another scheme, and a bound that is no whole number', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: REPLICA })).toThrow(
      'a replica needs its primary in DATABASE_URL',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: 'mysql://replica.lan/quaybook' }),
    ).toThrow('DATABASE_REPLICA_URL must start with postgres://');
    expect(() =>
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA, REPLICA_WAIT_MS: '0.5' }),
    ).toThrow('REPLICA_WAIT_MS must be a whole number of milliseconds');
  });
});
