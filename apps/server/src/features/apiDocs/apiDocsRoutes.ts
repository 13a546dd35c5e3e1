import { api } from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import { docsPage } from './docsPage';
import { openApiDocument } from './openApiDocument';

interface Built {
  json: string;
  html: string;
}

/**
 * `GET /openapi.json` and `GET /docs` in the `/api` scope: the OpenAPI document of the contract
 * and its reference page, both public. They are not calls of the contract (no envelope, no
 * token), so they are bound here rather than declared in it. Built on the first request and
 * kept: the contract cannot change while the server runs.
 */
export function registerApiDocs(scope: FastifyInstance, options: { version: string }) {
  let built: Built | undefined;
  const build = (): Built => {
    if (!built) {
      const document = openApiDocument(api, { version: options.version });
      built = { json: JSON.stringify(document), html: docsPage(document) };
    }
    return built;
  };
  scope.get('/openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(build().json),
  );
  scope.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(build().html),
  );
}
