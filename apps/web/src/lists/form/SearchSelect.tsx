import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { FORM_MESSAGES } from '@quaybook/contract';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { rankOptions } from './optionRank';
import classes from './SearchSelect.module.css';

type SearchSelectProps = Omit<
  SelectProps,
  | 'data'
  | 'value'
  | 'onChange'
  | 'searchable'
  | 'filter'
  | 'searchValue'
  | 'onSearchChange'
  | 'openOnFocus'
  | 'selectFirstOptionOnChange'
  | 'selectFirstOptionOnDropdownOpen'
  | 'allowDeselect'
> & {
  data: readonly ComboboxItem[];
  value: string | null;
  onChange(value: string | null): void;
};

/** Where the keyboard's highlight is in the input's open list; -1 for none. */
function highlightedIndex(input: HTMLInputElement) {
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  const options = [...(list?.querySelectorAll('[data-combobox-option]') ?? [])];
  return options.findIndex((option) => option.hasAttribute('data-combobox-selected'));
}

/**
 * Every select of the app: one worked from the keyboard all day.
 *
 * - Typing opens the list with the choices matching the text, best first (`rankOptions`), and
 *   highlights the best. Enter, or leaving the field (Tab), takes the highlighted choice; ↓ and ↑
 *   move the highlight among the matches only, so typing a choice's whole name and ↓ Enter can
 *   never land on a choice that does not match.
 * - Leaving with text that matches nothing keeps what was chosen and says so under the field;
 *   leaving with the text emptied keeps the choice too (a clearable select has its ×).
 * - Focus alone never opens the list (an autofocused filter would cover the row below): typing,
 *   a click, ↓ or Alt+↓ do.
 * - A chosen label longer than the field ends in an ellipsis and shows whole on hover.
 * - Escape after typing closes the list and puts the chosen label (or nothing) back, so the field
 *   shows what is chosen and Enter then keeps it; only a second Escape reaches the screen (a
 *   modal closes on it).
 */
export function SearchSelect({
  data,
  value,
  onChange,
  onBlur,
  onKeyDown,
  onOptionSubmit,
  error,
  className,
  ...rest
}: SearchSelectProps) {
  // The text typed since the last choice; null while the field shows the chosen label.
  const [typed, setTyped] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<string>();
  // Set by the input's own change, so the search text it brings is known to be typed.
  const typing = useRef(false);
  const matches = typed === null ? data : rankOptions(data, typed);
  const chosenLabel = data.find((option) => option.value === value)?.label ?? '';

  const pickOnLeave = (event: FocusEvent<HTMLInputElement>) => {
    if (typed === null || typed.trim() === '') {
      setTyped(null);
      return;
    }
    const option = matches[highlightedIndex(event.currentTarget)] ?? matches[0];
    setTyped(null);
    if (!option) setUnmatched(typed);
    else if (option.value !== value) onChange(option.value);
  };

  /** Whether the key was Escape dropping typed text: then it is the field's alone. */
  const dropTyped = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || typed === null) return false;
    // Neither the row (cancel) nor the screen (a modal closing) hears it.
    event.stopPropagation();
    setTyped(null);
    setUnmatched(undefined);
    return true;
  };

  return (
    <Select
      {...rest}
      className={className ? `${classes.select} ${className}` : classes.select}
      // The chosen label whole on hover, as the field may cut it.
      title={typed === null && chosenLabel ? chosenLabel : undefined}
      data={data as ComboboxItem[]}
      value={value}
      onChange={(next) => {
        setUnmatched(undefined);
        onChange(next);
      }}
      searchable
      // Taking the chosen value again keeps it; a clearable select empties with its ×.
      allowDeselect={false}
      openOnFocus={false}
      selectFirstOptionOnChange
      selectFirstOptionOnDropdownOpen
      searchValue={typed ?? chosenLabel}
      onChangeCapture={() => {
        typing.current = true;
      }}
      onSearchChange={(text) => {
        if (typing.current) {
          typing.current = false;
          setTyped(text);
          setUnmatched(undefined);
        } else setTyped(null);
      }}
      // Mantine shows every choice while the text is the chosen label; typed text filters even then.
      filter={({ options }) =>
        typed === null ? options : rankOptions(options as ComboboxItem[], typed)
      }
      onKeyDown={(event) => {
        if (!dropTyped(event)) onKeyDown?.(event);
      }}
      onBlur={(event) => {
        pickOnLeave(event);
        onBlur?.(event);
      }}
      onOptionSubmit={(option) => {
        setTyped(null);
        onOptionSubmit?.(option);
      }}
      error={unmatched === undefined ? error : FORM_MESSAGES.noMatch(unmatched)}
    />
  );
}
