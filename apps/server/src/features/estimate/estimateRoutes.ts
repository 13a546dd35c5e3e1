import { api, ESTIMATE_MESSAGES as MESSAGES } from '@quaybook/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { estimateApprovalService } from './estimateApproval';
import { estimateLinkResendingService } from './estimateLinkResending';
import { estimateRepairService } from './estimateRepair';
import { estimateSendingService } from './estimateSending';
import { estimateService } from './estimateService';

const { estimate: calls } = api;

/** The origin the request came to, where the web app serves the approval page too. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Every call of the estimates of repair, and the three the line's approval page makes. */
export function estimateRoutes(deps: Deps): Route[] {
  const estimates = estimateService(deps);
  const sending = estimateSendingService(deps);
  const approval = estimateApprovalService(deps);
  const resending = estimateLinkResendingService(deps);
  const repairs = estimateRepairService(deps);

  return [
    defineRoute(calls.create, async ({ input, user }) =>
      ok(await estimates.create(user, input.body.reportid), MESSAGES.created),
    ),
    defineRoute(calls.get, async ({ input, user }) =>
      ok(await estimates.get(user, input.query.estimateid)),
    ),
    defineRoute(calls.update, async ({ input, user }) =>
      ok(await estimates.update(user, input.body), MESSAGES.saved),
    ),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await estimates.list(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(calls.send, async ({ input, user, request }) =>
      ok(
        await sending.send(user, input.query.estimateid, input.body?.version, {
          origin: originOf(request),
          log: request.log,
        }),
        MESSAGES.sent,
      ),
    ),
    defineRoute(calls.resendLink, async ({ input, user, request }) =>
      ok(
        await resending.resend(
          user,
          input.query.estimateid,
          input.body?.version,
          originOf(request),
        ),
        MESSAGES.linkResent,
      ),
    ),
    defineRoute(calls.forApproval, async ({ input }) => ok(await approval.view(input.query.token))),
    defineRoute(calls.approve, async ({ input }) =>
      ok(await approval.approve(input.body), MESSAGES.decided),
    ),
    defineRoute(calls.approvalPhoto, async ({ input }) =>
      fileAnswer(await approval.photo(input.query.token, input.query.name)),
    ),
    defineRoute(calls.completeRepair, async ({ input, user, files }) =>
      ok(await repairs.complete(user, input.body, files), MESSAGES.repaired),
    ),
  ];
}
