import type { SessionUser } from '@quaybook/contract';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The signed-in caller of each request under way, once its token is checked. */
const callers = new WeakMap<FastifyRequest, Pick<SessionUser, 'user_id' | 'name'>>();

/** Names the request's caller in its log line. */
export function noteCaller(request: FastifyRequest, user: SessionUser) {
  callers.set(request, { user_id: user.user_id, name: user.name });
}

/**
 * One line per request, once it is answered, instead of Fastify's two: method, path, status,
 * milliseconds and the caller. The query string is left out, since an old client sends passwords
 * and tokens in it; no header or body is logged either.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  // The answer's own line tells a 404.
  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const caller = callers.get(request);
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(caller ? { userId: caller.user_id, user: caller.name } : {}),
    };
    // An error here is the answer failing to go out (the connection dropped while it was sent).
    if (error) request.log.error({ ...line, err: error }, 'request failed to answer');
    else request.log.info(line, 'request');
  }
}
