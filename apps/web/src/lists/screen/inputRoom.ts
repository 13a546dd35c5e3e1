import { referenceLists } from '../../reference/referenceLists';
import type { FieldInputKind } from '../form/fields';

/**
 * Room around an input's text: its padding and border, a select's or date's icon, and the
 * asterisk a required input of a row carries.
 */
const CHROME_PX = { plain: 26, withIcon: 50, requiredMark: 12 } as const;

/** The text an input shows while empty, whose whole it must have room for. */
export function placeholderOf(input: FieldInputKind, label: string): string {
  switch (input.kind) {
    case 'text':
      return input.placeholder ?? label;
    case 'select':
      return input.placeholder ?? `Select ${label}`;
    case 'reference':
    case 'references':
      return referenceLists[input.list].placeholder;
    case 'date':
      return 'dd/mm/yyyy';
    case 'money':
      return '0,00,000.00';
    case 'number':
      return '0000000';
    case 'checkbox':
      return '';
  }
}

/**
 * The width a column gives the input its open row holds: its whole placeholder, and the icon of a
 * select or date beside it. Every row of the column keeps it, so opening a row moves nothing.
 * @example inputRoom({ kind: 'reference', list: 'voyages' }, 'Voyage', false) // 'calc(13ch + 50px)'
 */
export function inputRoom(
  input: FieldInputKind,
  label: string,
  required: boolean,
): string | undefined {
  if (input.kind === 'checkbox') return undefined;
  const icon =
    input.kind === 'select' ||
    input.kind === 'reference' ||
    input.kind === 'references' ||
    input.kind === 'date';
  const chrome =
    (icon ? CHROME_PX.withIcon : CHROME_PX.plain) + (required ? CHROME_PX.requiredMark : 0);
  return `calc(${placeholderOf(input, label).length}ch + ${chrome}px)`;
}
