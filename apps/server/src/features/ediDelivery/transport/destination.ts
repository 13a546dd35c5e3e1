import { EDI_DELIVERY_MESSAGES } from '@quaybook/contract';
import type { MailSettings } from '../../../config';
import { sendMail } from '../../../mail/mailer';
import { DeliveryError } from './deliveryError';
import { type SftpTarget, testSftp, withSftp } from './sftpTransport';

/** Where a party's files go: a folder of the line's SFTP server, or e-mail addresses. */
export type Destination =
  | { channel: 'sftp'; target: SftpTarget; folder: string }
  | { channel: 'email'; emails: readonly string[] };

/** A file to deliver, and the mail that carries it when it goes by e-mail. */
export interface FileToDeliver {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  subject: string;
  text: string;
}

/** What a delivery learnt of the remote side: the SFTP server's host key. */
export interface Delivered {
  hostKey: string | null;
}

/** The folder or addresses, as the log shows them. */
export const destinationText = (destination: Destination) =>
  destination.channel === 'sftp'
    ? `${destination.target.host}:${destination.folder}`
    : destination.emails.join(', ');

async function mailTo(
  mail: MailSettings | undefined,
  emails: readonly string[],
  file: Omit<FileToDeliver, 'bytes'> & { bytes: Uint8Array | null },
) {
  const result = await sendMail(mail, {
    to: emails.join(', '),
    subject: file.subject,
    text: file.text,
    attachments: file.bytes
      ? [{ filename: file.name, contentType: file.contentType, content: Buffer.from(file.bytes) }]
      : [],
  });
  if (result.outcome !== 'sent')
    throw new DeliveryError('mail', result.detail ?? 'the mail server did not accept the mail');
}

/**
 * Sends the file: written to the SFTP folder under a temporary name and renamed, or mailed as an
 * attachment. Throws a DeliveryError saying what failed.
 */
export async function deliverFile(
  destination: Destination,
  file: FileToDeliver,
  mail: MailSettings | undefined,
): Promise<Delivered> {
  if (destination.channel === 'email') {
    await mailTo(mail, destination.emails, file);
    return { hostKey: null };
  }
  return withSftp(destination.target, async (session) => {
    await session.put(destination.folder, file.name, file.bytes);
    return { hostKey: session.hostKey };
  });
}

/** Connects and writes and removes a test file, or mails a test message. */
export async function testDestination(
  destination: Destination,
  mail: MailSettings | undefined,
  company: string,
): Promise<Delivered> {
  if (destination.channel === 'sftp')
    return testSftp(destination.target, destination.folder).then(({ hostKey }) => ({ hostKey }));
  await mailTo(mail, destination.emails, {
    name: '',
    contentType: 'text/plain',
    bytes: null,
    subject: `EDI delivery test from ${company}`,
    text: `This mail tests the EDI delivery of ${company}: the messages chosen for you will come to this address.`,
  });
  return { hostKey: null };
}

/** What failed, in words the screen shows and the log keeps. */
export function failureText(error: unknown, destination: Destination | null): string {
  if (!(error instanceof DeliveryError))
    return EDI_DELIVERY_MESSAGES.failures.other(
      error instanceof Error ? error.message : String(error),
    );
  const { failures } = EDI_DELIVERY_MESSAGES;
  if (error.failure === 'secret') return EDI_DELIVERY_MESSAGES.secretUnreadable;
  if (!destination) return failures.other(error.detail);
  if (destination.channel === 'email') return failures.mail(error.detail);
  const { host, port, username } = destination.target;
  switch (error.failure) {
    case 'dns':
      return failures.dns(host);
    case 'refused':
      return failures.refused(host, port);
    case 'timeout':
      return failures.timeout(host, port);
    case 'authentication':
      return failures.authentication(username);
    case 'hostkey':
      return failures.hostkey(host);
    case 'permission':
      return failures.permission(destination.folder);
    case 'folder':
      return failures.folder(destination.folder);
    case 'mail':
      return failures.mail(error.detail);
    case 'other':
      return failures.other(error.detail);
  }
}
