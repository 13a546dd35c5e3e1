import { api, JOB_MESSAGES, jobInputSchema } from '@quaybook/contract';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { defineRoute, ok, type Route } from '../http/route';
import { describeIssues } from '../http/validation';
import { jobStartCheck } from './jobKinds';

/**
 * Start a job of a kind with its call's input, checked as that call checks it (a refused input,
 * or a save of a batch that is not the caller's, starts nothing), and follow a job of the
 * caller's company.
 */
export function jobRoutes(deps: Deps): Route[] {
  const checkStart = jobStartCheck(deps);
  const runner = () => {
    if (!deps.jobs) throw new Error('the app was built without a job runner');
    return deps.jobs;
  };
  return [
    defineRoute(api.jobs.start, async ({ input, user }) => {
      const { kind } = input.params;
      const checked = jobInputSchema(kind).safeParse(input.body);
      if (!checked.success) {
        const { message, fields } = describeIssues(checked.error.issues, 'body');
        throw badRequest(message, fields);
      }
      await checkStart(kind, checked.data, user);
      const id = await runner().start({
        companyId: user.company_id,
        userId: user.user_id,
        kind,
        input: checked.data,
      });
      return ok({ id }, JOB_MESSAGES.started);
    }),
    defineRoute(api.jobs.status, async ({ input, user }) => {
      const status = await runner().status(user.company_id, input.params.id);
      if (!status) throw notFound(JOB_MESSAGES.notFound);
      return ok(status);
    }),
  ];
}
