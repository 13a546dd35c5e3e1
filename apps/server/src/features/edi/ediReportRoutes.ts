import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { ediReportService } from './ediReportService';

const { ediReport: calls } = api;

/** EDI / Excel Report and Codeco Coarri Report: item 2 the file's name, item 3 the summary. */
export function ediReportRoutes(deps: Deps): Route[] {
  const service = ediReportService(deps);
  return [
    defineRoute(calls.generate, async ({ input, user }) => {
      const { name, message, summary } = await service.generate(user, input.query);
      return ok(name, message, summary);
    }),
    defineRoute(calls.codecoCoarri, async ({ input, user }) => {
      const { name, message, summary } = await service.codecoCoarri(user, input.query);
      return ok(name, message, summary);
    }),
  ];
}
