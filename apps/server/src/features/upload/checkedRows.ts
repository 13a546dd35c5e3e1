import { previewStatus, SAVED_STATUS } from '@quaybook/contract';
import {
  CONTAINER_FORMAT_MESSAGE,
  type ContainerNumberCheck,
  checkContainerNumber,
  containerNumberWarning,
} from '@quaybook/domain';
import type { CheckedRow } from './uploadKind';

/**
 * Whether a row's key was met in an earlier row of the file (in this chunk or one before);
 * meeting it records it, so the first of two rows stays OK and the second is the duplicate.
 */
export const seenBefore =
  (seen: Set<string>) =>
  (key: string): boolean => {
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };

/** A preview's Status: 'OK', 'OK: ' and its warnings, or every reason the row will be skipped. */
export const statusOf = (row: CheckedRow<unknown>): string =>
  previewStatus(row.problems, row.warnings ?? []);

/**
 * A row's container number cell, read: the number (upper-cased, spaces removed), the problem
 * that skips the row when it is missing or not 4 letters and 7 digits, and the warning of a
 * number that is a likely typo (fourth letter, check digit), which is recorded all the same.
 */
export function containerNumberCell(text: string): {
  check: ContainerNumberCheck;
  problem: string | null;
  warnings: string[];
} {
  const check = checkContainerNumber(text);
  if (check.kind === 'format')
    return {
      check,
      problem: text ? CONTAINER_FORMAT_MESSAGE : 'Container number is missing.',
      warnings: [],
    };
  return {
    check,
    problem: null,
    warnings: check.kind === 'likelyTypo' ? [containerNumberWarning(check)] : [],
  };
}

/**
 * A kind's `outcome` from its preview: the row as previewed, its Status 'Saved' when it was
 * written, else why not.
 */
export const outcomeOf =
  <V, P extends { Status: string }>(preview: (row: CheckedRow<V>) => P) =>
  (row: CheckedRow<V>, saved: boolean): P => ({
    ...preview(row),
    Status: saved ? SAVED_STATUS : statusOf(row),
  });

/**
 * The well-formed container numbers among a chunk's cells, each once, to look them up: a likely
 * typo among them, since such a box is recorded all the same.
 */
export const containerNumbersOf = (texts: readonly string[]): string[] => [
  ...new Set(
    texts
      .map((text) => checkContainerNumber(text))
      .filter((check) => check.kind !== 'format')
      .map((check) => check.number),
  ),
];

/** A chunk's looked-up rows by what a row names them by; a name may name several. */
export function groupBy<T, V>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => V,
): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
}
