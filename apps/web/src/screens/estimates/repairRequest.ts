import type { CompleteRepairInput, EstimateDetail } from '@quaybook/contract';

/** What the Complete repair form holds: the lines ticked, the date, each line's photos. */
export interface RepairChoice {
  lines: readonly number[];
  /** ISO yyyy-mm-dd, or '' for today (the server's). */
  repairdate: string;
  photos: Readonly<Record<number, readonly File[]>>;
}

/** The approved lines not yet repaired: what the form offers, every one ticked at first. */
export function repairableLines(estimate: EstimateDetail): number[] {
  return estimate.lines
    .filter((line) => line.approved === 1 && line.repairdate === null)
    .map((line) => line.lineno);
}

/**
 * `POST /complete_repair`: the lines ticked at the estimate's version, and the photos of those
 * lines as files, `photolines` naming the line of each in the order sent.
 */
export function repairRequest(
  estimate: Pick<EstimateDetail, 'estimateid' | 'version'>,
  choice: RepairChoice,
): { body: CompleteRepairInput; files: { blob: File; name: string }[] } {
  const photographed = choice.lines.flatMap((lineno) =>
    (choice.photos[lineno] ?? []).map((file) => ({ lineno, file })),
  );
  return {
    body: {
      estimateid: estimate.estimateid,
      version: estimate.version,
      lines: [...choice.lines],
      ...(choice.repairdate ? { repairdate: choice.repairdate } : {}),
      ...(photographed.length > 0 ? { photolines: photographed.map((p) => p.lineno) } : {}),
    },
    files: photographed.map(({ file }) => ({ blob: file, name: file.name })),
  };
}
