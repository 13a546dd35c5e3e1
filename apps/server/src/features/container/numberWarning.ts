import {
  CONTAINER_FORMAT_MESSAGE,
  checkContainerNumber,
  warningOfContainerNumber,
} from '@quaybook/domain';

// A container whose number is not valid ISO 6346 is recorded all the same (non-BIC units exist),
// flagged so lists show it; every path that writes a container's number sets the flag from it.

/** The flag a container record keeps: its number is not valid ISO 6346. */
export const numberWarningFlag = (number: string): boolean =>
  checkContainerNumber(number).kind !== 'ok';

/** What a record's `number_warning` says on the wire: why it is flagged, or null. */
export const numberWarningText = (number: string, flagged: boolean): string | null =>
  flagged ? (warningOfContainerNumber(number) ?? CONTAINER_FORMAT_MESSAGE) : null;
