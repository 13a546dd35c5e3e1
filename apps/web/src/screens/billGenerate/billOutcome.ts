/** The fourth element of a generated bill's answer, `{ billno }`: the new bill's number. */
export function billNoOf(extra: unknown): string | undefined {
  if (typeof extra !== 'object' || extra === null || !('billno' in extra)) return undefined;
  return typeof extra.billno === 'string' ? extra.billno : undefined;
}
