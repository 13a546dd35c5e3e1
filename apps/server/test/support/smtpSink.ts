import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail server on a free local port that keeps what it receives, for tests to read. */
export interface SmtpSink {
  port: number;
  /** Every mail received, parsed, in the order it arrived. */
  mails: ParsedMail[];
  /** The credentials each session signed in with. */
  logins: { username: string; password: string }[];
  close(): Promise<void>;
}

interface SinkOptions {
  /** Refuse every recipient with this SMTP answer, e.g. '550 Mailbox unavailable'. */
  refuse?: string;
  /** Accept only these credentials. */
  credentials?: { username: string; password: string };
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const logins: SmtpSink['logins'] = [];
  const server = new SMTPServer({
    secure: false,
    // Plain text on the loopback: no certificate to make, and nodemailer will not insist on TLS.
    disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.credentials,
    logger: false,
    onAuth(auth, _session, done) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      const wanted = options.credentials;
      if (wanted && auth.username === wanted.username && auth.password === wanted.password)
        done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, done) {
      if (!options.refuse) return done();
      const [code, ...text] = options.refuse.split(' ');
      const error = new Error(text.join(' ')) as Error & { responseCode: number };
      error.responseCode = Number(code);
      done(error);
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
