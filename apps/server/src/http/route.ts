import {
  type DataOf,
  type Endpoint,
  routerPath,
  type SessionUser,
  Status,
  type ValidatedRequest,
} from '@quaybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TokenService } from '../auth/tokens';
import { authenticate, type SessionCheck } from './authenticate';
import { ApiError } from './errors';
import { readFormBody } from './formBody';
import { describeIssues } from './validation';

export interface Ok<D> {
  data: D;
  message: string;
  extra?: unknown;
}

/** A successful answer; the route wrapper puts it into the wire shape. */
export function ok<D>(data: D, message = '', extra?: unknown): Ok<D> {
  return extra === undefined ? { data, message } : { data, message, extra };
}

export interface HandlerContext<E extends Endpoint> {
  input: ValidatedRequest<E>;
  /** The signed-in caller; only public endpoints have none, and reading it there throws. */
  user: SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface Route {
  endpoint: Endpoint;
  handle(context: HandlerContext<Endpoint>): Promise<Ok<unknown>>;
}

/**
 * Binds an endpoint of the contract to its handler.
 * @example defineRoute(api.menu.getMenu, async ({ user }) => ok(await menuFor(user)))
 */
export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handle: (context: HandlerContext<E>) => Promise<Ok<DataOf<E>>>,
): Route {
  return { endpoint, handle: handle as unknown as Route['handle'] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    reply?: Endpoint['reply'];
  }
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error.issues, part);
  throw new ApiError(400, message, fields);
}

export interface RouteOptions {
  tokens: TokenService;
  /** Refuses a token whose session has ended; runs on every authenticated call. */
  checkSession: SessionCheck;
  /** Check every answer against the endpoint's data schema (development and tests). */
  checkReplies: boolean;
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly Route[],
  options: RouteOptions,
) {
  for (const route of routes) {
    const { endpoint } = route;
    app.route({
      method: endpoint.method,
      url: routerPath(endpoint.path),
      config: { reply: endpoint.reply },
      handler: async (request, reply) => {
        let user: SessionUser | undefined;
        if (endpoint.access !== 'public')
          user = await authenticate(request, options, endpoint.access);
        const input = {
          params: parsePart(endpoint.params, request.params, 'params'),
          query: parsePart(endpoint.query, request.query ?? {}, 'query'),
          body: parsePart(
            endpoint.body,
            endpoint.formField ? await readFormBody(request, endpoint.formField) : request.body,
            'body',
          ),
        };
        const result = await route.handle({
          input,
          get user(): SessionUser {
            if (!user) throw new Error(`${endpoint.path} is public and has no signed-in user`);
            return user;
          },
          request,
          reply,
        });
        if (options.checkReplies) {
          const checked = endpoint.data.safeParse(result.data);
          if (!checked.success) {
            throw new Error(
              `Answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`,
            );
          }
        }
        if (endpoint.reply === 'token') return result.data;
        const envelope: unknown[] = [Status.success, result.message, result.data];
        if (result.extra !== undefined) envelope.push(result.extra);
        return envelope;
      },
    });
  }
}
