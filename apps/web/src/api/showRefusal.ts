import { Status } from '@quaybook/contract';
import { failureMessage } from '../inspections';
import { notify } from '../notify';
import { CallError } from './client';

/**
 * A refusal as a toast: the server's message, in blue when it only informs (status 2,
 * nothing was done) and in red otherwise; the fallback when the server gave no reason.
 */
export function showRefusal(error: unknown, fallback: string, autoClose?: number): void {
  if (error instanceof CallError && error.envelopeStatus === Status.information)
    notify.info(error.message, autoClose);
  else notify.error(failureMessage(error, fallback), autoClose);
}
