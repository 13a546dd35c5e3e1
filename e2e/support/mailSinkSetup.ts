import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailbox } from './mailbox';

/**
 * Playwright's global setup: starts the SMTP sink the app sends to (SMTP_URL in
 * playwright.config.ts), emptied for the run; the returned function stops it.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const { port, dir } = mailbox();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
