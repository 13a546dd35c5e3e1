import { api, Status } from '@quaybook/contract';
import { CallError, call } from '../../api/client';
import type { ContainerFound } from './entryRow';

/**
 * What GET /getContainerDetails says of a number: a known container with its last inspection, a
 * number not known yet, or (status 2) an invalid one.
 */
export async function lookUpContainer(number: string): Promise<ContainerFound> {
  try {
    const { data } = await call(api.inspection.containerDetails, {
      query: { containerno: number },
    });
    return data ? { kind: 'known', details: data } : { kind: 'new' };
  } catch (error) {
    if (error instanceof CallError && error.envelopeStatus === Status.invalidContainer)
      return { kind: 'invalid' };
    throw error;
  }
}
