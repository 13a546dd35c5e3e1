import { Box, Checkbox } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { CHOICE_LISTS, isChoice, labelOf } from '../lists/filters/filterSpec';
import type { FilterDraft } from '../lists/filters/filterValues';
import { FieldInput } from '../lists/form/FieldInput';
import type { UploadChoice } from './uploadDeclaration';

interface UploadChoicesProps {
  choices: readonly UploadChoice[];
  draft: FilterDraft;
  problems: Record<string, string>;
  disabled: boolean;
  onChange(param: string, value: string): void;
  onKeyDown(event: KeyboardEvent): void;
  /** The first choice takes the focus (false for a form's later group of choices). */
  focusFirst?: boolean;
}

/** The form's choices, drawn as the filter bars draw theirs; a tick box takes only its width. */
export function UploadChoices({
  choices,
  draft,
  problems,
  disabled,
  onChange,
  onKeyDown,
  focusFirst = true,
}: UploadChoicesProps) {
  return choices.map((choice, index) => {
    const text = draft[choice.param] ?? '';
    if (choice.kind === 'checkbox')
      return (
        <Checkbox
          key={choice.param}
          label={choice.label}
          checked={text === '1'}
          disabled={disabled}
          onChange={(event) => onChange(choice.param, event.currentTarget.checked ? '1' : '')}
          onKeyDown={onKeyDown}
        />
      );
    const input =
      choice.kind === 'options'
        ? {
            kind: 'select' as const,
            options: choice.options,
          }
        : isChoice(choice)
          ? { kind: 'reference' as const, list: CHOICE_LISTS[choice.kind] }
          : undefined;
    if (!input) return null;
    return (
      <Box key={choice.param} style={{ flex: '1 1 170px' }} miw={150}>
        <FieldInput
          input={input}
          label={choice.kind === 'options' ? choice.label : labelOf(choice)}
          showLabel
          required={choice.required !== undefined}
          value={text === '' ? null : Number(text)}
          error={problems[choice.param]}
          autoFocus={focusFirst && index === 0}
          disabled={disabled}
          onChange={(value) => onChange(choice.param, value === null ? '' : String(value))}
          onKeyDown={onKeyDown}
        />
      </Box>
    );
  });
}
