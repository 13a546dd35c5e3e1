import { CHECK_DIGIT_MESSAGES, checkDigitFaults } from '@quaybook/contract';
import { CallError } from '../api/client';
import type { Confirmation } from './ConfirmationAlert';

/**
 * The warning of a refusal that names containers with a wrong check digit (HTTP 409 with each in
 * its data), to send them as they are once read; null for any other refusal.
 */
export function checkDigitConfirmation(error: unknown): Confirmation | null {
  if (!(error instanceof CallError) || error.status !== 409) return null;
  const faults = checkDigitFaults.safeParse(error.data);
  if (!faults.success || faults.data.length === 0) return null;
  return {
    title: CHECK_DIGIT_MESSAGES.title,
    message: CHECK_DIGIT_MESSAGES.explained,
    items: faults.data.map((fault) => `${fault.container}: should end in ${fault.expected}`),
    label: CHECK_DIGIT_MESSAGES.accept,
    accept: { acceptcheckdigits: 1 },
  };
}
