import { describe, expect, it } from 'vitest';
import { sendMail, smtpHost } from './mailer';

const mail = { to: 'ops@line.test', subject: 'S', text: 'T', attachments: [] };

describe('the mailer', () => {
  it('sends nothing when mail is not configured', async () => {
    expect(await sendMail(undefined, mail)).toEqual({
      outcome: 'not-configured',
      detail: 'SMTP_URL is not set.',
    });
  });

  it('names the mail server by host and port only', () => {
    expect(smtpHost('smtps://reports:secret@mail.quaybook.in:465')).toBe('mail.quaybook.in:465');
    expect(smtpHost('smtp://mail.quaybook.in')).toBe('mail.quaybook.in');
  });
});
