import { Box, Button, Group, Radio, Text, TextInput } from '@mantine/core';
import type { AdvanceContainerRow } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { IconCheck, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  InspectionDateInput,
  InspectionInput,
  InspectionTimeInput,
  type MovementWireField,
} from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import { DamageDetailsModal } from '../inspectionEntry/DamageDetailsModal';
import { isNewDamage } from './advanceRowState';
import { type RowCallbacks, useAdvanceRowEditor } from './useAdvanceRowEditor';

/** How each movement field is asked in the row: a choice of its list, or typed. */
const MOVEMENT_INPUTS: Record<
  MovementWireField,
  { choice: 'cfs' | 'pol' | 'pod' | 'fpd' | 'transporter' | 'transportMode' } | { typed: string }
> = {
  cfsName: { choice: 'cfs' },
  loadport: { choice: 'pol' },
  destnport: { choice: 'pod' },
  transport: { choice: 'fpd' },
  transporter: { choice: 'transporter' },
  tranmode: { choice: 'transportMode' },
  cargowt: { typed: 'Gross Wt' },
  bookingrelno: { typed: 'Booking No' },
};

interface AdvanceRowEditorProps extends RowCallbacks {
  row: AdvanceContainerRow;
}

/**
 * The open row of the Advanced Container List: Sound or Damage, the ISO, seal, date and time,
 * and what the movement asks for, along the row in Tab order. Enter saves, Esc cancels; Damage
 * on a new entry opens the Damage Details overlay and Done saves the entry with its lines.
 */
export function AdvanceRowEditor({ row, ...callbacks }: AdvanceRowEditorProps) {
  const editor = useAdvanceRowEditor(row, callbacks);
  const { draft, errors, saving, damages, damageOpen } = editor.state;
  const { change } = editor;
  const newDamage = isNewDamage(row, draft);

  const box = (key: string, content: ReactNode, width = 130) => (
    <Box key={key} data-draft-field={key} w={width}>
      {content}
    </Box>
  );

  const movementBox = (field: MovementWireField) => {
    const input = MOVEMENT_INPUTS[field];
    const common = { error: errors[field], required: true, disabled: saving };
    return box(
      field,
      'choice' in input ? (
        <InspectionInput
          {...common}
          choice={input.choice}
          value={draft[field] as string | number | null}
          onChange={(value) => change(field, value)}
        />
      ) : (
        <FieldInput
          {...common}
          input={field === 'cargowt' ? { kind: 'number' } : { kind: 'text', upperCase: true }}
          label={input.typed}
          showLabel
          value={draft[field]}
          autoFocus={false}
          onChange={(value) => change(field, value === null ? '' : value)}
          onKeyDown={() => undefined}
        />
      ),
      field === 'cfsName' || field === 'transporter' ? 170 : 130,
    );
  };

  const { locked } = editor;
  return (
    <Box ref={editor.root} onKeyDown={editor.onKeyDown} py={6} px={4}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        {box(
          'condition',
          <Radio.Group
            label="Condition"
            withAsterisk
            value={draft.condition === null ? '' : String(draft.condition)}
            onChange={(value) => editor.chooseCondition(Number(value) as Condition)}
            error={errors.condition}
            size="sm"
          >
            <Group gap="sm" mt={8} wrap="nowrap">
              <Radio value={String(Condition.sound)} label="Sound" />
              <Radio value={String(Condition.damage)} label="Damage" disabled={locked} />
            </Group>
          </Radio.Group>,
          180,
        )}
        {box(
          'iso',
          <InspectionInput
            choice="iso"
            required
            value={draft.iso || null}
            error={errors.iso}
            disabled={saving}
            onChange={(value) => change('iso', value ?? '')}
          />,
          110,
        )}
        {draft.iso !== row.iso && draft.iso !== '' && (
          <Box pt={25}>
            <Button size="sm" variant="light" loading={saving} onClick={editor.saveIso}>
              Correct ISO
            </Button>
          </Box>
        )}
        {box(
          'seal',
          <TextInput
            size="sm"
            label="Seal No"
            value={draft.seal}
            error={errors.seal}
            disabled={saving}
            onChange={(event) => change('seal', event.currentTarget.value.toUpperCase())}
          />,
          120,
        )}
        {box(
          'inspdate',
          <InspectionDateInput
            required
            value={draft.inspdate}
            error={errors.inspdate}
            onChange={(text) => change('inspdate', text)}
            onBlur={() => editor.leave('inspdate')}
          />,
          140,
        )}
        {box(
          'insptime',
          <InspectionTimeInput
            required
            value={draft.insptime}
            error={errors.insptime}
            disabled={saving}
            onChange={(text) => change('insptime', text)}
            onBlur={() => editor.leave('insptime')}
          />,
          70,
        )}
        {editor.asked.map(movementBox)}
        <Group gap={6} pt={25}>
          <Button
            size="sm"
            leftSection={newDamage ? <IconCheck size={16} /> : <IconDeviceFloppy size={16} />}
            loading={saving}
            onClick={editor.save}
          >
            {newDamage ? 'Damage Details' : 'Save'}
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconX size={14} />}
            onClick={callbacks.onCancel}
          >
            Cancel
          </Button>
        </Group>
      </Group>
      {locked && (
        <Text size="xs" c="dimmed" mt={2}>
          This movement is recorded as Sound.
        </Text>
      )}
      <DamageDetailsModal
        opened={damageOpen}
        containerNumber={row.contnumber}
        lines={damages}
        onLinesChange={editor.changeDamages}
        saving={saving}
        onDone={editor.save}
        onClose={editor.closeDamage}
      />
    </Box>
  );
}
