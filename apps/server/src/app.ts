import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { currentSession } from './auth/sessions';
import type { Deps } from './deps';
import { registerApiDocs } from './features/apiDocs/apiDocsRoutes';
import { deliveryWorker } from './features/ediDelivery/deliveryWorker';
import { answerClientError, installErrorHandling, sendFailure } from './http/errorHandler';
import { idempotentSaves } from './http/idempotency';
import { keepToLine } from './http/lineScope';
import { readQuery } from './http/queryString';
import { RequestLog } from './http/requestLog';
import { registerRoutes } from './http/route';
import { inProcessJobRunner } from './jobs/inProcessJobRunner';
import { jobHandlers } from './jobs/jobKinds';
import { type LogStream, loggerOptions, redactUrl } from './logger';
import { WEB_DIST_DIR } from './paths';
import { allRoutes } from './routes';
import { VERSION } from './version';

interface AppOptions {
  /** Folder of the built web app; served at `/` when it exists. */
  webDir?: string;
  logger?: boolean;
  /** Where the log goes instead of standard output. */
  logStream?: LogStream;
}

// frame-src: the document viewer embeds a fetched PDF as a blob URL in a frame of the app.
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/**
 * A hashed build asset never changes under its name, so it is kept for a year; the page and
 * any unhashed file are checked again each time, so a new build shows at the next load.
 */
function cacheControlOf(filePath: string): string {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.br|\.gz)?$/.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The request line and headers a request may have: 5,000 ids of ten digits written as axios
 * writes a list (`reportid%5B4999%5D=2147483647&`, 30 bytes each) take 150 KB.
 */
const MAX_HEADER_BYTES = 256 * 1024;

export async function buildApp(given: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  // Jobs run while the app runs: its close stops them before the database is closed.
  const jobs = given.jobs ?? inProcessJobRunner(given.db);
  const deliveries =
    given.deliveries ??
    deliveryWorker({ ...given, jobs }, { tickMs: given.config.deliveryTickSeconds * 1000 });
  const deps = { ...given, jobs, deliveries };
  for (const [kind, handler] of Object.entries(jobHandlers(deps)))
    jobs.define(kind as keyof ReturnType<typeof jobHandlers>, handler);
  const app = Fastify({
    logger:
      options.logger === false ? false : loggerOptions(deps.config.logLevel, options.logStream),
    logController: new RequestLog(),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: readQuery },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // Room for the longest id list a call takes, however a client writes it in the URL.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  installErrorHandling(app);
  // Lists and reports answer large JSON; a browser asks for gzip or brotli and gets it. A
  // spreadsheet or PDF (already compressed) and a pre-compressed asset are sent as they are.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 20 * 1024 * 1024, files: 20, fields: 20 },
  });

  await app.register(
    (apiScope, _options, done) => {
      registerRoutes(apiScope, allRoutes(deps), {
        tokens: deps.tokens,
        checkSession: (claims) => currentSession(deps.db, claims),
        keepToLine: (call, user, named) => keepToLine(deps.db, call, user, named),
        idempotent: idempotentSaves(deps.db),
        replica: deps.replica,
        checkReplies: deps.config.checkReplies,
        uploadsDir: deps.config.uploadsDir,
      });
      registerApiDocs(apiScope, { version: VERSION });
      done();
    },
    { prefix: '/api' },
  );

  const webDir = options.webDir ?? deps.config.webDir ?? WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(filePath)),
    });
  }

  deps.replica?.follow(({ state, lagMs }) => {
    if (state === 'caught up') app.log.info({ lagMs }, 'the replica serves reads');
    else app.log.warn({ state, lagMs }, 'the replica is %s: the primary serves its reads', state);
  });
  await jobs.begin(app.log);
  deliveries.begin(app.log);
  app.addHook('onClose', async () => {
    // No look is asked for once the runner is stopping.
    await deliveries.stop();
    await jobs.stop();
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old asset name) is a 404, not the app page under a script's name.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: the web app decides what a path shows.
      return reply.type('text/html').sendFile('index.html');
    }
    const target = redactUrl(path);
    return sendFailure(request, reply, 404, `There is no ${request.method} ${target}.`);
  });
  return app;
}
