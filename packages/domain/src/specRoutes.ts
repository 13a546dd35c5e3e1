// The route table of spec 002 §2.1, as it stands, each path without its leading slash. The web
// app has a route for every one (a screen, or the Under Development page until the screen is
// built), the sidebar's menu leads only to these, and every other path is Not Found.

/** The routes the spec guards with a stored access token. */
export const PROTECTED_ROUTES = [
  'voyage',
  'movement',
  'container',
  'vessel',
  'location',
  'dashboard',
  'change-password',
  'uploadtransaction',
  'pendingtransaction',
  'dockoutbooking',
  'vcnpartylink',
  'ovareport',
  'mscediexcel',
  'codecocoarri',
  'coprarconvert',
  'generalexcel',
  'ovaupload',
  'pomsupload',
  'zirconreport',
  'egmupload',
  'egmuploadedlist',
  'egmreportupload',
  'partyblexcel',
  'generatemissingsb',
  'generatemissmatchedsbexcel',
  'generatemissmatchedexcel',
  'generate_mismatch_pkg',
  'shippingbillupload',
  'shippingbilllist',
  'billregister',
  'surveyreport',
  'vesselcapacity',
] as const;

/** The routes the spec leaves open; Quaybook asks for sign-in on these too. */
export const OPEN_ROUTES = [
  'transactionmanagment',
  'imagepage',
  'imageview',
  'repairtype',
  'componentlist',
  'damagelist',
  'linkparty',
  'damageentry',
  'listreport',
  'misreport',
  'misreportlist',
  'underdevelopment',
  'billgenerate',
  'bill',
  'partyrate',
  'report',
  'inspectionreport',
  'port',
  'transaction',
  'transactionuser',
  'upload',
  'account',
  'applicant',
  'company',
  'vcn',
  'about',
] as const;

/** Every route of the spec but the login page at `/`. */
export const SPEC_ROUTES: readonly string[] = [...PROTECTED_ROUTES, ...OPEN_ROUTES];

/** Routes Quaybook has beyond the spec's: users (admins only), Not Found, two lists, a container's page,
 * the sent files, the mail log, the audit log (admins only), the repair tariff and the repair
 * estimates. */
export const ADDED_ROUTES: readonly string[] = [
  'users',
  'notfound',
  'transporter',
  'clearingagent',
  // A container's page: its inspections, damage lines, photos and every change.
  'containerhistory',
  // The files generated for parties, and the mails they were sent with.
  'sentfiles',
  'maillog',
  // Every recorded change, for administrators.
  'auditlog',
  // A shipping line's repair tariff, kept and uploaded for its estimates.
  'repairtariff',
  'repairtariffupload',
  // Repair estimates: their list, and one estimate by its id.
  'estimates',
  'estimate/:estimateid',
  // EDI that delivers itself: each party's settings (administrators), and what was delivered.
  'edidelivery',
  'deliverylog',
];
