import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:password|oldpassword|newpassword|access_token|token)=)[^&]*/gi;

/** The URL as logged: secrets an old client put in the query string are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Where log lines go instead of standard output (a test reading what was logged). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.oldpassword',
        '*.newpassword',
        '*.access_token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
