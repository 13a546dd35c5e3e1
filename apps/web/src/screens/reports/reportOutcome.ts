import { showRefusal } from '../../api/showRefusal';
import { notify } from '../../notify';

/**
 * How a report call's answer is told (001 §4, 002 §4): status 0 is an error with the server's
 * message, 2 an information message (nothing was done, nothing was wrong), anything else the
 * success — whose PDF the caller then shows. Resolves the data on success, undefined otherwise.
 */
export async function reportOutcome<T>(
  answer: Promise<{ data: T; message: string }>,
  /** The success toast; the server's message when left out. */
  success?: string,
): Promise<T | undefined> {
  try {
    const { data, message } = await answer;
    notify.success(success ?? message);
    return data;
  } catch (error) {
    showRefusal(error, 'The report could not be made. Please try again.');
    return undefined;
  }
}
