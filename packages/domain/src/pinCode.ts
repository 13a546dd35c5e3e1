// The Indian postal index number (PIN code) of an address: six digits, the first (the postal
// region, 1 to 9) never 0. The e-invoice portal takes it as a number from 100000 to 999999.

const PIN = /^[1-9]\d{5}$/;

/**
 * Whether the text is an Indian PIN code.
 * @example isIndianPin('700001') // true
 */
export function isIndianPin(text: string): boolean {
  return PIN.test(text);
}

export const PIN_MESSAGE = 'PIN must be the 6 digits of an Indian PIN code, like 700001.';
