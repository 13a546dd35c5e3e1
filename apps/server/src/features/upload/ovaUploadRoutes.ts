import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import type { Route } from '../../http/route';
import { ovaContext, ovaEntry } from './kinds/ovaEntry';
import { stagedUploadRoutes } from './stagedUploadRoutes';

/** Upload OVA Entry (002 §2.3): stage a terminal's OVA file, then record its movements once. */
export function ovaUploadRoutes(deps: Deps): Route[] {
  return stagedUploadRoutes(deps, ovaEntry, {
    upload: api.ovaUpload.ovaImport,
    execute: api.ovaUpload.ovaExecute,
    context: async (input) => ovaContext(input.query),
  });
}
