import { z } from 'zod';
import { digitsOrNumber, flag } from './fields';

// Containers whose number fails its ISO 6346 check digit are recorded (real boxes with such
// numbers exist), but no EDI file carries one unnoticed: the EDI screens (EDI / Excel Report,
// Codeco Coarri Report, Coprar Conversion) name each before anything is sent, and send them only
// when asked again with `acceptcheckdigits=1`.

/** A container whose check digit is wrong, and the digit its first ten characters compute to. */
export const checkDigitFault = z.object({ container: z.string(), expected: z.number().int() });
export type CheckDigitFault = z.infer<typeof checkDigitFault>;

/** The data of the refusal (HTTP 409, status 0) that names them: each such container. */
export const checkDigitFaults = z.array(checkDigitFault);

/** `acceptcheckdigits=1`: the user has seen the containers named and sends them as they are. */
export const acceptCheckDigits = z.preprocess(digitsOrNumber, flag('Accept check digits'));

/** The message names this many; the refusal's data names every one. */
const NAMED = 10;

const listed = (faults: readonly CheckDigitFault[]) =>
  [
    ...faults
      .slice(0, NAMED)
      .map((fault) => `${fault.container} (should end in ${fault.expected})`),
    ...(faults.length > NAMED ? [`and ${faults.length - NAMED} more`] : []),
  ].join(', ');

export const CHECK_DIGIT_MESSAGES = {
  /** The refusal: nothing is sent until the user confirms. */
  refused: (faults: readonly CheckDigitFault[]) =>
    `Check digit wrong in ${faults.length} container${faults.length === 1 ? '' : 's'}: ${listed(faults)}. Correct the number, or send ${faults.length === 1 ? 'it as it is' : 'them as they are'}.`,
  /** Said after a file that carries them, once confirmed. */
  sentAnyway: (containers: readonly string[]) =>
    containers.length === 0
      ? ''
      : `; sent with a wrong check digit: ${[
          ...containers.slice(0, NAMED),
          ...(containers.length > NAMED ? [`and ${containers.length - NAMED} more`] : []),
        ].join(', ')}`,
  /** The screens' warning: its title and what it asks of the user. */
  title: 'Wrong check digit',
  explained:
    'These container numbers fail their ISO 6346 check digit: a typo, or a box numbered so. Correct the number, or send them as they are.',
  /** The screen's button that confirms. */
  accept: 'Send as they are',
} as const;
