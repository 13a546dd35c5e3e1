import { z } from 'zod';
import { acceptCheckDigits } from './checkDigits';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import { chosenId, digitsOrNumber, flag, optionalId, optionalText } from './fields';
import { uploadFile } from './upload';

// Upload Entry (coprar conversion), 002 §2.3 and §7: a terminal's loading list becomes a COPRAR
// loading order for the line, kept so it can be printed again under a new number.

/** The port the spec defaults Transhipment port to (002 §9): 128, Colombo. */
export const DEFAULT_TRANSHIPMENT_PORT_ID = 128;

export const COPRAR_MESSAGES = {
  selectParty: 'Select party',
  selectVcn: 'Select VCN',
  selectVessel: 'Select vessel',
  /** Spelt as the spec spells it. */
  selectTranshipmentPort: 'Select Transipment Port',
  selectLocation: 'Select location',
  selectFile: 'Select file',
  /** A VCN without an export voyage leaves Voyage empty; the spec names no message for it. */
  selectVoyage: 'Select voyage',
  /** Spelt as the spec spells it. */
  noCallSign: 'Vessel colsign not entered',
  fileHasErrors: 'File has errors',
  downloaded: 'File Downloaded',
  converted: 'File converted',
  converting: 'Converting file...',
  noLinkParty:
    'No Link Party joins this applicant and account: add one in Link Party with the line’s EDI recipient id and carrier code.',
  linkPartyLacksEdi: (party: string, missing: readonly string[]) =>
    `Link Party ${party} lacks its ${missing.join(', ')}: enter ${missing.length === 1 ? 'it' : 'them'} in Link Party first.`,
  unknownCoprar: (coprarNo: string) =>
    `No COPRAR numbered ${coprarNo} was converted for this party.`,
  enterCoprarNo: 'Enter the Old Coprar No.',
  selectFileType: 'Select file type',
  noCoprarFile: 'There is no COPRAR of that name.',
  /** The screen's button that converts again, sending the containers named as they are. */
  convertAnyway: 'Convert as they are',
  generated: 'File generated',
} as const;

/** File Type of Generate PDF (002 §2.3): 1 PDF, 2 Excel. */
export const COPRAR_FILE_TYPES = [
  { value: 1, label: 'PDF' },
  { value: 2, label: 'Excel' },
] as const;

const choice = (label: string, missing: string) =>
  z.preprocess(digitsOrNumber, chosenId(label, missing));

/**
 * Convert's choices with the spec's names (002 §7): the party (applicant and account), the call
 * (vessel, its call sign as `consign`, voyage), the location loaded at, the transhipment port
 * and whether the containers go on by rail. `vesselname` and `voyage` are the names the screen
 * shows; the server reads the call's names from its own records. `pod` (a port id) stands for a
 * row whose POD is blank; `vcn` is the call the screen chose, when it sends it;
 * `acceptcheckdigits=1` converts rows whose container has a wrong check digit, once named.
 */
export const convertCartinQuery = z.object({
  applicant: choice('Applicant', COPRAR_MESSAGES.selectParty),
  accountid: choice('Account', COPRAR_MESSAGES.selectParty),
  vcn: z.preprocess(digitsOrNumber, optionalId('VCN')),
  vesselid: choice('Vessel', COPRAR_MESSAGES.selectVessel),
  voyageid: choice('Voyage', COPRAR_MESSAGES.selectVoyage),
  loc: choice('Location', COPRAR_MESSAGES.selectLocation),
  consign: z
    .string({ error: COPRAR_MESSAGES.noCallSign })
    .trim()
    .min(1, COPRAR_MESSAGES.noCallSign)
    .max(35, 'Call sign can be at most 35 characters.'),
  vesselname: optionalText('Vessel name', 100),
  voyage: optionalText('Voyage', 50),
  transhipment: choice('Transhipment port', COPRAR_MESSAGES.selectTranshipmentPort),
  pod: z.preprocess(digitsOrNumber, optionalId('POD')),
  israil: flag('Is Rail'),
  acceptcheckdigits: acceptCheckDigits,
});
export type ConvertCartinQuery = z.input<typeof convertCartinQuery>;

/**
 * A line of Convert's result list: a message made (its file, its containers, 'Converted: …') or,
 * when the file has errors, a bad row (its number, container and every reason).
 */
export const coprarResult = z.object({
  filename: z.string(),
  containers: z.number().int(),
  status: z.string(),
  /** The bad row's number in the file (1 = the first row under the header); null for a message. */
  row: z.number().int().nullable(),
  container: z.string().nullable(),
  ok: z.boolean(),
});
export type CoprarResult = z.infer<typeof coprarResult>;

/**
 * `?filenm=`: the COPRAR a Convert named in item 3, or by the name its result list shows
 * (`CPR0000001.txt`); either only of the caller's company.
 */
export const coprarFileQuery = z.object({
  filenm: z
    .string({ error: COPRAR_MESSAGES.noCoprarFile })
    .trim()
    .min(1, COPRAR_MESSAGES.noCoprarFile)
    .max(200),
});

/** Generate PDF (002 §7): a kept conversion printed under a new number (blank: the old one). */
export const convertCartinPdfQuery = z.object({
  coprarno: z
    .string({ error: COPRAR_MESSAGES.enterCoprarNo })
    .trim()
    .min(1, COPRAR_MESSAGES.enterCoprarNo)
    .max(35, 'Coprar No can be at most 35 characters.'),
  newcoprarno: optionalText('New Coprar No', 35),
  applicant: choice('Applicant', COPRAR_MESSAGES.selectParty),
  accountid: choice('Account', COPRAR_MESSAGES.selectParty),
  filetype: z.preprocess(
    digitsOrNumber,
    z.union([z.literal(1), z.literal(2)], { error: COPRAR_MESSAGES.selectFileType }),
  ),
});
export type ConvertCartinPdfQuery = z.input<typeof convertCartinPdfQuery>;

/**
 * The loading list a terminal sends (docs/file-formats.md 'COPRAR conversion'): one container a
 * row. The type by its ISO code or size and type in one (40HC); ports by UN/LOCODE or name;
 * FPD blank means the POD is the final destination; weights in whole kg; a full container's VGM
 * with when it was obtained and the party responsible for it.
 */
export const coprarLayout = [
  {
    key: 'container',
    title: 'Container No',
    aliases: ['Container', 'Container Number', 'Cntr No', 'Contnumber'],
  },
  { key: 'isoCode', title: 'ISO', aliases: ['ISO Code', 'Size Type', 'Iso Type', 'Type'] },
  { key: 'status', title: 'F/E', aliases: ['Full/Empty', 'FE', 'Status'], optional: true },
  { key: 'grossKg', title: 'Gross Wt', aliases: ['Gross Weight', 'Weight', 'VGM', 'Gross'] },
  {
    key: 'vgmDate',
    title: 'VGM Date',
    aliases: ['VGM Date Time', 'Weighing Date', 'Date of VGM'],
    optional: true,
  },
  {
    key: 'vgmParty',
    title: 'VGM Party',
    aliases: ['VGM Responsible Party', 'Responsible Party', 'VGM By', 'Shipper'],
    optional: true,
  },
  { key: 'seal', title: 'Seal', aliases: ['Seal No', 'Seal Number'] },
  { key: 'booking', title: 'Booking No', aliases: ['Booking', 'Booking Number', 'bookingrelno'] },
  {
    key: 'pod',
    title: 'POD',
    aliases: ['Port of Discharge', 'Discharge Port', 'Destination Port'],
  },
  {
    key: 'fpd',
    title: 'FPD',
    aliases: ['Final Port', 'Final Port of Destination', 'Final Destination'],
    optional: true,
  },
  { key: 'goods', title: 'Commodity', aliases: ['Goods', 'Cargo', 'Description'], optional: true },
] as const;

export const coprarConversion = {
  messages: COPRAR_MESSAGES,
  endpoints: {
    /**
     * Converts a loading list: the result list in item 2, the COPRAR's document name in item 3.
     * A file with errors is refused ('File has errors', HTTP 400, status 0) with every bad row in
     * item 2 and '' in item 3, and nothing is written; rows whose container has a wrong check
     * digit are refused the same way with HTTP 409 until sent with `acceptcheckdigits=1`.
     */
    convert: endpoint({
      method: 'POST',
      path: '/convert_cartin',
      query: convertCartinQuery,
      files: uploadFile,
      data: z.array(coprarResult),
    }),
    /** The COPRAR a Convert made, of the caller's company: by item 3's name or `CPR0000001.txt`. */
    download: fileEndpoint({
      method: 'POST',
      path: '/download_coprar_txt',
      query: coprarFileQuery,
      contentTypes: [FILE_TYPES.text],
    }),
    /**
     * A kept conversion printed as a loading order, each full container with its VGM date and
     * party: PDF or xlsx, a zip of them for many PODs.
     */
    print: fileEndpoint({
      method: 'POST',
      path: '/convert_cartin_pdf',
      query: convertCartinPdfQuery,
      contentTypes: [FILE_TYPES.pdf, FILE_TYPES.xlsx, FILE_TYPES.zip],
    }),
  },
} as const;
