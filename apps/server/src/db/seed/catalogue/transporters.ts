/** The transporter codes of the spec (002 §3); the twelfth code is not shown there. */
export const TRANSPORTER_CODES = [
  'ASL001',
  'CONKOL',
  'HCP001',
  'HIN001',
  'IWL001',
  'JSL001',
  'MMM001',
  'RKE001',
  'RAD001',
  'TPR001',
  'VED001',
] as const;
