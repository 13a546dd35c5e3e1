import type { FieldProblems, UploadChoice } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { choiceProblems } from '../../shared/choices';
import { refuseProblems } from '../../shared/problems';

/**
 * Refuses a form naming a row the caller's company may not use, from the choices its kind
 * declares (`UPLOAD_KINDS`): each problem under the declared query field. The upload refuses
 * with a 400 (`refuseProblems`); a download, which reads rows, answers not found
 * (`refuseAsNotFound`), since another company's rows are unknown to the caller.
 */
export async function refuseForeignChoices(
  db: Database,
  companyId: number,
  choices: readonly UploadChoice[],
  query: unknown,
  refuse: (problems: FieldProblems) => void = refuseProblems,
): Promise<void> {
  const chosen = (query ?? {}) as Readonly<Record<string, number | null | undefined>>;
  refuse(
    await choiceProblems(
      db,
      companyId,
      choices.map(({ field, kind }) => ({ field, kind, id: chosen[field] ?? null })),
    ),
  );
}
