import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

// The journeys' mail server: a local SMTP sink (mailSinkSetup.ts) that the app under test is
// pointed at, keeping every mail it receives as a file the journeys read back.

/** The sink's port and folder for the app on `appPort`, so parallel runs keep apart. */
export function mailbox(appPort = Number(process.env.E2E_PORT ?? 3301)) {
  return {
    port: appPort + 20_000,
    dir: path.resolve(import.meta.dirname, `../../.tmp/e2e-mail-${appPort}`),
  };
}

/** Every mail the sink has received so far, parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const { dir } = mailbox();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
  return Promise.all(
    names.sort().map(async (name) => simpleParser(await readFile(path.join(dir, name)))),
  );
}
