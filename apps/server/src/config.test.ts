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
