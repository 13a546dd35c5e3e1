import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailSettings } from '../config';

/** What became of a mail, as the mail log records it. */
export type MailOutcome = 'sent' | 'failed' | 'not-configured';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: readonly MailAttachment[];
}

export interface MailResult {
  outcome: MailOutcome;
  /** The mail server's answer when it refused, or why nothing was sent. */
  detail: string | null;
}

// A mail server that never answers must not hold the user's request for minutes.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The URL's host and port only: what may be logged or shown of the mail server. */
export function smtpHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return url.port ? `${url.hostname}:${url.port}` : url.hostname;
  } catch {
    return 'the mail server';
  }
}

/** A refusal as the mail log keeps it: the server's own answer, never the URL's credentials. */
function refusalOf(error: unknown, settings: MailSettings): string {
  const found = error as { response?: unknown; message?: unknown; code?: unknown };
  const answer =
    typeof found.response === 'string' && found.response
      ? found.response
      : typeof found.message === 'string' && found.message
        ? found.message
        : String(error);
  const code = typeof found.code === 'string' ? `${found.code}: ` : '';
  const detail = `${smtpHost(settings.smtpUrl)} answered ${code}${answer}`;
  const { password } = new URL(settings.smtpUrl);
  // A library message may quote what it was given; the password never leaves.
  const secrets = [password, decodeURIComponent(password)].filter((s) => s.length > 0);
  return secrets.reduce((text, secret) => text.split(secret).join('***'), detail).slice(0, 1000);
}

/**
 * Sends one mail through SMTP_URL. Unset, nothing is sent ('not-configured'); a server that
 * refuses or cannot be reached is 'failed' with its answer, never an exception.
 */
export async function sendMail(
  settings: MailSettings | undefined,
  mail: OutgoingMail,
): Promise<MailResult> {
  if (!settings) return { outcome: 'not-configured', detail: 'SMTP_URL is not set.' };
  try {
    // Loaded with the first mail rather than with the server.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      ...TIMEOUTS,
    } satisfies SMTPTransport.Options);
    try {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((file) => ({ ...file })),
      });
    } finally {
      transport.close();
    }
    return { outcome: 'sent', detail: null };
  } catch (error) {
    return { outcome: 'failed', detail: refusalOf(error, settings) };
  }
}
