import {
  type Endpoint,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  type UploadChoiceKind,
  type UploadKindName,
} from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { bearer, expectFailure, messageOf, send } from './support/call';
import { DOCKS } from './support/factories';
import { useUploadApp } from './support/uploadWorld';

// The one check of every upload kind's declared choices (`features/upload/uploadChoices.ts`),
// proved for each kind from its declaration: another company's row is refused under the field
// the kind declares, and its download answers it as not found.

const u = useUploadApp();
type World = Awaited<ReturnType<typeof u.world>>;

/** The caller's row of each kind a choice may name. */
const rowsOf = (w: World): Record<UploadChoiceKind, number> => ({
  applicant: w.applicant.id,
  account: w.account.id,
  vessel: w.vessel.id,
  voyage: w.voyage.id,
  movement: w.movement.id,
  location: DOCKS.kolkata,
  party: w.linkParty.id,
});
/** A row the caller may not name: another company's, or a place that does not exist. */
const foreignRowsOf = (stranger: World) => ({ ...rowsOf(stranger), location: 999_999 });

/** What a form sends beside its choices. */
const BESIDES: Partial<Record<UploadKindName, Record<string, number>>> = {
  advance: { uploadtype: 1 },
};

/** A download as the screens send it: the form's choices in the query. */
function download(endpoint: Endpoint, token: string, query: Record<string, number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return send(u.context.app, {
    method: endpoint.method,
    url: `/api${endpoint.path}?${search}`,
    headers: bearer(token),
  });
}

describe('the choices an upload kind declares', () => {
  const chosen = UPLOAD_KIND_NAMES.filter((name) => UPLOAD_KINDS[name].choices.length > 0);

  it('are declared for the kinds whose forms name rows', () => {
    expect(chosen).toEqual(['advance', 'transaction', 'poms', 'repairTariff']);
  });

  for (const name of chosen) {
    const { choices, upload, download: listed } = UPLOAD_KINDS[name];
    it(`${name}: refuses another company's row under its declared field, and a download answers it as not found`, async () => {
      const w = await u.world();
      const stranger = await u.world();
      const mine = rowsOf(w);
      const foreign = foreignRowsOf(stranger);
      const query = {
        ...Object.fromEntries(choices.map(({ field, kind }) => [field, mine[kind]])),
        ...BESIDES[name],
      };
      // The caller's own choices pass: what is refused then is only the missing file.
      const own = await u.uploadCall(upload, w.token, query);
      expectFailure(own, 400);
      expect(messageOf(own)).toBe(UPLOAD_MESSAGES.noFile);
      for (const { field, kind } of choices) {
        const refused = await u.uploadCall(upload, w.token, { ...query, [field]: foreign[kind] });
        expect(Object.keys(expectFailure(refused, 400).fields), field).toEqual([field]);
        if (listed) {
          const unknown = await download(listed, w.token, { ...query, [field]: foreign[kind] });
          expect(expectFailure(unknown, 404).message, field).toBe(
            expectFailure(refused, 400).message,
          );
        }
      }
    });
  }
});
