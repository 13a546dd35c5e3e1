/** The route of one estimate's screen. */
export const estimatePath = (estimateid: number) => `/estimate/${estimateid}`;
