import { Box, SimpleGrid, TextInput } from '@mantine/core';
import { DAMAGE_POSITIONS, DAMAGE_SIDES, SECTION_NUMBERS, SECTION_PARTS } from '@quaybook/domain';
import type { KeyboardEvent } from 'react';
import { FieldInput } from '../lists/form/FieldInput';
import type { FieldInputKind } from '../lists/form/fields';
import { codeLabel, type DamageCodeKind, useActiveCodes } from './damageCodes';
import { type DamageLineDraft, draftArea } from './damageLine';
import { PhotoPicker } from './PhotoPicker';

type Select = Extract<FieldInputKind, { kind: 'select' }>;
const select = (options: Select['options'], clearable = false): Select => ({
  kind: 'select',
  options,
  clearable,
});
const SIDES = select([
  { value: 1, label: DAMAGE_SIDES[1] },
  { value: 2, label: DAMAGE_SIDES[2] },
]);
const POSITIONS = select(
  DAMAGE_POSITIONS.map((name, index) => ({ value: index + 1, label: name })),
);
const SECTIONS = select(
  SECTION_NUMBERS.map((name) => ({ value: name, label: name })),
  true,
);
const PARTS = select(
  SECTION_PARTS.map((name) => ({ value: name, label: name })),
  true,
);
const DECIMALS: FieldInputKind = { kind: 'number', decimals: 2 };
const WHOLE: FieldInputKind = { kind: 'number' };

interface DamageLineFieldsProps {
  line: DamageLineDraft;
  onChange(line: DamageLineDraft): void;
  /** Each field's problem, by the line's field name. */
  errors: Record<string, string>;
  disabled?: boolean;
  /** Enter in a field (outside an open list) adds or updates the line. */
  onSubmit(): void;
}

/** The inputs of one damage line: side, position, sections, codes, size, quantity, note, photo. */
export function DamageLineFields({
  line,
  onChange,
  errors,
  disabled = false,
  onSubmit,
}: DamageLineFieldsProps) {
  const codes = {
    component: useActiveCodes('component'),
    damage: useActiveCodes('damage'),
    repair: useActiveCodes('repair'),
  };
  const codeInput = (kind: DamageCodeKind): FieldInputKind =>
    select(codes[kind].map((code) => ({ value: code.autoid, label: codeLabel(code) })));
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    onSubmit();
  };
  const field = (key: keyof DamageLineDraft, label: string, input: FieldInputKind) => (
    <FieldInput
      input={input}
      label={label}
      showLabel
      required={['damlocationid', 'positionid', 'component', 'damageType', 'repairType'].includes(
        key,
      )}
      value={line[key]}
      error={errors[key]}
      // The overlay opens on the line's first field, ready to type.
      autoFocus={key === 'damlocationid'}
      disabled={disabled}
      onChange={(value) =>
        onChange({ ...line, [key]: value === null && input.kind === 'number' ? '' : value })
      }
      onKeyDown={onKeyDown}
    />
  );
  const area = draftArea(line);
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, md: 7 }} spacing="xs" verticalSpacing={6}>
      {field('damlocationid', 'EXT/INT', SIDES)}
      {field('positionid', 'Position', POSITIONS)}
      {field('damageFrom', 'From', SECTIONS)}
      {field('damageFromAnd', 'From part', PARTS)}
      {field('damageTo', 'To', SECTIONS)}
      {field('damageToAnd', 'To part', PARTS)}
      {field('component', 'Component', codeInput('component'))}
      {field('damageType', 'Damage', codeInput('damage'))}
      {field('repairType', 'Repair', codeInput('repair'))}
      {field('length', 'Length (cm)', DECIMALS)}
      {field('breadth', 'Breadth (cm)', DECIMALS)}
      <TextInput
        size="sm"
        label="Area (cm²)"
        readOnly
        tabIndex={-1}
        value={area === null ? '' : String(area)}
        variant="filled"
      />
      {field('quantity', 'Quantity', WHOLE)}
      {field('note', 'Note', { kind: 'text' })}
      <Box style={{ gridColumn: 'span 2' }}>
        <PhotoPicker
          label="Photo"
          multiple={false}
          disabled={disabled}
          files={line.photo ? [line.photo] : []}
          onChange={(files) => onChange({ ...line, photo: files[0] ?? null })}
        />
      </Box>
    </SimpleGrid>
  );
}
