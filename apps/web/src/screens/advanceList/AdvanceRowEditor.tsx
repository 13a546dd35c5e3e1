import { Box, Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { type AdvanceContainerRow, INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { IconCheck, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DamageLineDraft,
  dateProblem,
  failureMessage,
  InspectionDateInput,
  InspectionInput,
  InspectionTimeInput,
  type MovementWireField,
  timeProblem,
  useMovementFields,
} from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import { useFieldToast } from '../../lists/form/fieldToast';
import { notify } from '../../notify';
import { DamageDetailsModal } from '../inspectionEntry/DamageDetailsModal';
import {
  type AdvanceDraft,
  askedFields,
  type DraftKey,
  draftOf,
  draftProblems,
} from './advanceEntry';
import { correctIso, recordedOf, saveAdvanceEntry } from './saveAdvanceEntry';

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

type Errors = Partial<Record<DraftKey, string>>;

interface AdvanceRowEditorProps {
  row: AdvanceContainerRow;
  /** The inspection was recorded (or changed): its id, and whether its damage lines are next. */
  onSaved(reportid: number, addLines: boolean): void;
  /** The ISO was corrected on its own. */
  onIsoCorrected(): void;
  onCancel(): void;
}

/** Focuses the first input (or button) of a field box of the editor. */
function focusIn(root: HTMLElement | null, key: string) {
  setTimeout(() => {
    root
      ?.querySelector(`[data-draft-field="${key}"]`)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), button')
      ?.focus();
  }, 0);
}

/**
 * The open row of the Advanced Container List: Sound or Damage, the ISO, seal, date and time,
 * and what the movement asks for, along the row in Tab order. Enter saves, Esc cancels; Damage
 * on a new entry opens the Damage Details overlay and Done saves the entry with its lines.
 */
export function AdvanceRowEditor({
  row,
  onSaved,
  onIsoCorrected,
  onCancel,
}: AdvanceRowEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const toast = useFieldToast();
  const movement = useMovementFields(row.movementID);
  const asked = askedFields(row, movement);
  const [draft, setDraft] = useState<AdvanceDraft>(() => draftOf(row, new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [damages, setDamages] = useState<DamageLineDraft[]>([]);
  const [damageOpen, setDamageOpen] = useState(false);

  useEffect(() => focusIn(root.current, 'condition'), []);
  // The list does not carry a recorded cargo weight; an edit keeps it unless it is retyped.
  const asksWeight = asked.includes('cargowt');
  useEffect(() => {
    if (row.reportid === null || !asksWeight) return;
    let current = true;
    recordedOf(row)
      .then((recorded) => {
        if (current && recorded.cargowt !== null)
          setDraft((draft) =>
            draft.cargowt === '' ? { ...draft, cargowt: recorded.cargowt ?? '' } : draft,
          );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [row, asksWeight]);

  const change = (key: DraftKey, value: unknown) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    toast.answered([key]);
  };

  const chooseCondition = (value: Condition) => {
    // 001 §5: Sound or Damage needs an ISO code first.
    if (draft.iso.trim() === '') {
      setErrors({ iso: INSPECTION_MESSAGES.selectIso });
      toast.show(INSPECTION_MESSAGES.selectIso, ['iso']);
      focusIn(root.current, 'iso');
      return;
    }
    change('condition', value);
    // As on the entry screens, Damage on a new entry opens its overlay once the row is ready.
    if (value === Condition.damage && row.reportid === null) {
      const problems = draftProblems(row, { ...draft, condition: value }, asked);
      if (problems) refuse(problems.message, problems.fields);
      else setDamageOpen(true);
    }
  };

  function refuse(message: string, fields: Errors) {
    setErrors(fields);
    toast.show(message, Object.keys(fields));
    const first = Object.keys(fields)[0];
    if (first) focusIn(root.current, first);
  }

  const save = async (lines: readonly DamageLineDraft[]) => {
    if (saving) return;
    const problems = draftProblems(row, draft, asked);
    if (problems) return refuse(problems.message, problems.fields);
    const condition = draft.condition as Condition;
    // A new damaged entry is saved with its lines, from the overlay.
    if (condition === Condition.damage && row.reportid === null && !damageOpen) {
      setDamageOpen(true);
      return;
    }
    setSaving(true);
    try {
      const reportid = await saveAdvanceEntry({ row, draft, condition, asked, damages: lines });
      toast.hide();
      notify.success(
        condition === Condition.damage && row.reportid === null
          ? INSPECTION_MESSAGES.damageAdded
          : row.reportid === null
            ? INSPECTION_MESSAGES.created
            : INSPECTION_MESSAGES.updated,
      );
      setDamageOpen(false);
      onSaved(
        reportid,
        condition === Condition.damage && row.damage !== 'damage' && row.reportid !== null,
      );
    } catch (error) {
      refuse(failureMessage(error, INSPECTION_MESSAGES.saveError), {});
    } finally {
      setSaving(false);
    }
  };

  const saveIso = async () => {
    if (draft.iso.trim() === '')
      return refuse(INSPECTION_MESSAGES.fillContainerAndIso, {
        iso: INSPECTION_MESSAGES.selectIso,
      });
    setSaving(true);
    try {
      await correctIso(row, draft.iso);
      notify.success(INSPECTION_MESSAGES.updated);
      onIsoCorrected();
      // The button goes with the correction; the row keeps the keys.
      focusIn(root.current, 'condition');
    } catch (error) {
      refuse(failureMessage(error, INSPECTION_MESSAGES.saveError), {});
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed in the overlay (its portal bubbles here) belong to the overlay.
    if (!root.current?.contains(target) || event.defaultPrevented) return;
    // An open list takes Enter and Esc for itself.
    if (target.getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      void save(damages);
    }
  };

  const leave = (key: 'inspdate' | 'insptime') => {
    const problem = key === 'inspdate' ? dateProblem(draft.inspdate) : timeProblem(draft.insptime);
    if (problem) setErrors((previous) => ({ ...previous, [key]: problem }));
  };

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

  const locked = !movement.offersDamage;
  return (
    <Box ref={root} onKeyDown={onKeyDown} py={6} px={4}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        {box(
          'condition',
          <Radio.Group
            label="Condition"
            withAsterisk
            value={draft.condition === null ? '' : String(draft.condition)}
            onChange={(value) => chooseCondition(Number(value) as Condition)}
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
            <Button size="sm" variant="light" loading={saving} onClick={() => void saveIso()}>
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
            onBlur={() => leave('inspdate')}
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
            onBlur={() => leave('insptime')}
          />,
          70,
        )}
        {asked.map(movementBox)}
        <Group gap={6} pt={25}>
          <Button
            size="sm"
            leftSection={
              draft.condition === Condition.damage && row.reportid === null ? (
                <IconCheck size={16} />
              ) : (
                <IconDeviceFloppy size={16} />
              )
            }
            loading={saving}
            onClick={() => void save(damages)}
          >
            {draft.condition === Condition.damage && row.reportid === null
              ? 'Damage Details'
              : 'Save'}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconX size={14} />} onClick={onCancel}>
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
        onLinesChange={setDamages}
        saving={saving}
        onDone={() => void save(damages)}
        onClose={() => {
          setDamageOpen(false);
          focusIn(root.current, 'condition');
        }}
      />
    </Box>
  );
}
