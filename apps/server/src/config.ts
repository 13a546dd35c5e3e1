import path from 'node:path';
import { UPLOAD_DEFAULT_MAX_MB, UPLOAD_MAX_ROWS } from '@quaybook/contract';
import { z } from 'zod';
import type { ReplicaOptions } from './db/client';
import type { ObjectStoreLocation } from './documents/objectFileStore';

/** The length of QUAYBOOK_SECRET_KEY and of every key a secret box takes. */
export const SECRET_KEY_BYTES = 32;
const SECRET_KEY_UNFIT = `QUAYBOOK_SECRET_KEY must be ${SECRET_KEY_BYTES} bytes written as 64 hex digits or in base64 (openssl rand -base64 ${SECRET_KEY_BYTES})`;

/** 64 hex digits, or base64 (either alphabet, padded or not) of exactly 32 bytes; else null. */
function secretKeyBytes(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const key = Buffer.from(text, 'base64');
  return key.length === SECRET_KEY_BYTES ? key : null;
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * A streaming replica of DATABASE_URL's server: the lists, reports, the dashboard and exports
   * read there; every write, and what a user has just saved, the primary answers.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_REPLICA_URL must start with postgres:// or postgresql://',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A replica further behind than this, in milliseconds, serves no reads until it catches up. */
  REPLICA_MAX_LAG_MS: z.coerce
    .number()
    .int('REPLICA_MAX_LAG_MS must be a whole number of milliseconds')
    .min(0)
    .max(3_600_000)
    .default(5000),
  /** How long a read waits for the replica to replay its user's last save, in milliseconds. */
  REPLICA_WAIT_MS: z.coerce
    .number()
    .int('REPLICA_WAIT_MS must be a whole number of milliseconds')
    .min(0)
    .max(10_000)
    .default(200),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** Set when a reverse proxy in front supplies X-Forwarded-For; else clients could spoof it. */
  /** Folder of the built web app; defaults to apps/web/dist. */
  WEB_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  /** How often each process looks for EDI deliveries due, in seconds. */
  EDI_DELIVERY_TICK_SECONDS: z.coerce
    .number()
    .int('EDI_DELIVERY_TICK_SECONDS must be a whole number of seconds')
    .min(1)
    .max(3600)
    .default(30),
  UPLOAD_MAX_MB: z.coerce
    .number()
    .int('UPLOAD_MAX_MB must be a whole number of megabytes')
    .min(1)
    .max(10_240)
    .default(UPLOAD_DEFAULT_MAX_MB),
  /** The mail server reports are e-mailed through: smtp://user:pass@host:587 or smtps://…. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must start with smtp:// or smtps:// and name a host')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who the mails are from: an address, or 'Name <address>'. */
  MAIL_FROM: z
    .string()
    .regex(
      /^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/,
      'MAIL_FROM must be an e-mail address',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where the web app is reached from outside (https://depot.example.in), for links in mails. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Where documents and photos are kept: unset, the folder DATA_DIR/files; `s3://bucket/prefix`,
   * S3 or a compatible object store (S3_ENDPOINT, S3_REGION; credentials as the AWS SDK finds
   * them: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
   */
  FILES_URL: z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return undefined;
      const location = objectStoreLocation(text);
      if (!location) context.addIssue({ code: 'custom', message: FILES_URL_UNFIT });
      return location ?? undefined;
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .trim()
    .optional()
    .transform((text) => text || undefined),
  /** The key saved SFTP passwords and private keys are sealed with: 32 bytes, hex or base64. */
  QUAYBOOK_SECRET_KEY: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string()
      .refine((text) => secretKeyBytes(text) !== null, SECRET_KEY_UNFIT)
      .transform((text) => secretKeyBytes(text) as Buffer)
      .optional(),
  ),
});

/** Where mail goes out; none when SMTP_URL is unset, and then nothing is sent. */
export interface MailSettings {
  /** Holds the server's credentials: never logged (see `smtpHost`). */
  smtpUrl: string;
  from: string;
}

/** Object storage for documents: where in it, and how to reach it. */
export interface ObjectStorageSettings extends ObjectStoreLocation {
  endpoint?: string | undefined;
  region?: string | undefined;
}

const FILES_URL_UNFIT =
  'FILES_URL must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens)';

/** The bucket and prefix of `s3://bucket/prefix`; null for anything else. */
export function objectStoreLocation(text: string): ObjectStoreLocation | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!match?.[1]) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The file store of generated documents on disk: DATA_DIR/files, unless `objectStorage`. */
  filesDir: string;
  /** FILES_URL with S3_ENDPOINT and S3_REGION: documents in object storage instead. */
  objectStorage?: ObjectStorageSettings | undefined;
  /** Where uploaded files wait while their call runs: DATA_DIR/uploads. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL with REPLICA_MAX_LAG_MS and REPLICA_WAIT_MS: reads on a replica. */
  databaseReplica?: ReplicaOptions | undefined;
  jwtSecret: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  webDir: string | undefined;
  /** Check every answer against its contract schema: on in development and tests. */
  checkReplies: boolean;
  /** How long an access token lives. */
  sessionSeconds: number;
  /** The largest upload accepted, in megabytes (UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** The most data rows an uploaded file may hold. */
  uploadMaxRows: number;
  /** How often the EDI deliveries due are looked for (EDI_DELIVERY_TICK_SECONDS). */
  deliveryTickSeconds: number;
  /** SMTP_URL and MAIL_FROM; absent when mail is not configured. */
  mail?: MailSettings;
  /** PUBLIC_URL: the origin links in mails point at; unset, the origin the request came to. */
  publicUrl?: string | undefined;
  /** QUAYBOOK_SECRET_KEY: seals saved SFTP secrets; unset, a key kept in the database does. */
  secretKey?: Buffer | undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid settings: DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL',
    );
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new Error('Invalid settings: MAIL_FROM: MAIL_FROM is required when SMTP_URL is set');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    objectStorage: e.FILES_URL && {
      ...e.FILES_URL,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databaseReplica: e.DATABASE_REPLICA_URL
      ? {
          url: e.DATABASE_REPLICA_URL,
          maxLagMs: e.REPLICA_MAX_LAG_MS,
          waitMs: e.REPLICA_WAIT_MS,
          checkEveryMs: 1000,
        }
      : undefined,
    jwtSecret: e.JWT_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    checkReplies: e.NODE_ENV !== 'production',
    sessionSeconds: 12 * 60 * 60,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadMaxRows: UPLOAD_MAX_ROWS,
    deliveryTickSeconds: e.EDI_DELIVERY_TICK_SECONDS,
    ...(e.SMTP_URL && e.MAIL_FROM ? { mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } } : {}),
    publicUrl: e.PUBLIC_URL,
    secretKey: e.QUAYBOOK_SECRET_KEY,
  };
}
