import { Box, Button, Checkbox, Group, Paper, Textarea, TextInput } from '@mantine/core';
import { REPORT_TYPES } from '@quaybook/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { FieldInput } from '../form/FieldInput';
import { useFieldToast } from '../form/fieldToast';
import { referenceLookup } from '../form/referenceLookup';
import { useOwnEchoes } from '../query/useOwnEchoes';
import { DateFilterInput } from './DateFilterInput';
import { checkFilters, INVALID_CONTAINER, valueProblem } from './filterRules';
import { CHOICE_LISTS, type FilterBarSpec, type FilterSpec, isChoice, labelOf } from './filterSpec';
import {
  draftOf,
  type FilterDraft,
  type FilterValues,
  filledByVcn,
  valuesOf,
} from './filterValues';

const REPORT_TYPE_OPTIONS = REPORT_TYPES.map((type) => ({ value: type.id, label: type.name }));

interface FilterBarProps {
  spec: FilterBarSpec;
  /** The applied values, which the bar starts from and follows when they change (back, reload). */
  values: FilterValues;
  onApply(values: FilterValues): void;
  /**
   * Problems an action beside the bar found with the applied filters (Print without a Report
   * Type), each shown under its filter until that filter is changed.
   */
  problems?: Readonly<Record<string, string>> | undefined;
  /** The submit button shows it is busy while what it asked for loads. */
  busy?: boolean | undefined;
  /** Further buttons beside the submit, each given the values once they pass the same rules. */
  actions?: readonly FilterAction[] | undefined;
}

/** A button of the bar that does something else with its values than apply them (Sale Bill Excel). */
export interface FilterAction {
  label: string;
  icon: ReactNode;
  busy?: boolean;
  run(values: FilterValues): void;
}

/**
 * A screen's filters, drawn from their declaration. Enter or the screen's button applies them,
 * after the declared rules; a date or container number that cannot be read is said on leaving it.
 */
export function FilterBar({
  spec,
  values,
  onApply,
  problems: outside,
  busy = false,
  actions = [],
}: FilterBarProps) {
  const lookup = referenceLookup(useQueryClient());
  // A toast about filters goes once the user has changed each filter it was about.
  const toast = useFieldToast();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(spec.filters, values));
  const [problems, setProblems] = useState<Record<string, string>>({});
  // Only another applied filter (back, a link) replaces what is typed; paging or sorting does not,
  // nor the URL catching up with what this bar applied while the user typed on.
  const applying = useOwnEchoes(JSON.stringify(values), () => {
    setDraft(draftOf(spec.filters, values));
    setProblems({});
  });
  const nothingApplied = Object.values(values).every((value) => value === '');
  const width = spec.inputWidth ?? 200;

  const change = (filter: FilterSpec, text: string) => {
    const filled = filter.kind === 'vcn' ? filledByVcn(filter, lookup('activeVcns', text)) : {};
    setDraft({ ...draft, [filter.param]: text, ...filled });
    setProblems(({ [filter.param]: _, ...rest }) => rest);
    toast.answered([filter.param, ...Object.keys(filled)]);
  };
  const leave = (filter: FilterSpec) => {
    const problem = valueProblem(filter, draft[filter.param] ?? '');
    if (!problem) return;
    setProblems((previous) => ({ ...previous, [filter.param]: problem }));
    toast.show(problem.startsWith(INVALID_CONTAINER) ? INVALID_CONTAINER : problem, [filter.param]);
  };
  /** The values typed, once they pass the screen's rules; else the problems are shown. */
  const checkedValues = (): FilterValues | undefined => {
    const checked = checkFilters(spec, draft);
    setProblems(checked.problems);
    if (checked.message) {
      toast.show(checked.message, Object.keys(checked.problems));
      return undefined;
    }
    toast.hide();
    return valuesOf(spec.filters, draft);
  };
  const submit = () => {
    const checked = checkedValues();
    if (!checked) return;
    applying(JSON.stringify(checked));
    onApply(checked);
  };
  const clear = () => {
    toast.hide();
    setDraft(draftOf(spec.filters, {}));
    setProblems({});
    const none = valuesOf(spec.filters, {});
    applying(JSON.stringify(none));
    onApply(none);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Enter in an open dropdown picks an option, and in the container box starts a new line.
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    if (target.tagName === 'TEXTAREA' && !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  };

  const input = (filter: FilterSpec, index: number): ReactNode => {
    const label = labelOf(filter);
    const text = draft[filter.param] ?? '';
    const unchanged = text === (values[filter.param] ?? '');
    const error = problems[filter.param] ?? (unchanged ? outside?.[filter.param] : undefined);
    const common = { error, onKeyDown };
    const required =
      filter.kind !== 'checkbox' && (filter.required !== undefined || filter.starred === true);
    const autoFocus = nothingApplied && (spec.focus ? filter.param === spec.focus : index === 0);
    if (isChoice(filter) || filter.kind === 'reportType' || filter.kind === 'options')
      return (
        <FieldInput
          {...common}
          input={
            isChoice(filter)
              ? { kind: 'reference', list: CHOICE_LISTS[filter.kind], clearable: !filter.required }
              : {
                  kind: 'select',
                  options: filter.kind === 'options' ? filter.options : REPORT_TYPE_OPTIONS,
                  clearable: !filter.required,
                }
          }
          label={label}
          showLabel
          required={required}
          value={text === '' ? null : Number(text)}
          autoFocus={autoFocus}
          disabled={false}
          onChange={(value) => change(filter, value === null ? '' : String(value))}
        />
      );
    switch (filter.kind) {
      case 'fromDate':
      case 'toDate':
        return (
          <DateFilterInput
            {...common}
            label={label}
            required={required}
            value={text}
            autoFocus={autoFocus}
            onChange={(next) => change(filter, next)}
            onBlur={() => leave(filter)}
          />
        );
      case 'containers':
        return (
          <Textarea
            {...common}
            size="sm"
            label={label}
            withAsterisk={required}
            placeholder="MSKU1234565, …"
            autosize
            minRows={1}
            maxRows={4}
            value={text}
            autoFocus={autoFocus}
            onChange={(event) => change(filter, event.currentTarget.value.toUpperCase())}
            onBlur={() => leave(filter)}
          />
        );
      case 'time':
        return (
          <TextInput
            {...common}
            size="sm"
            label={label}
            withAsterisk={required}
            placeholder="0000"
            maxLength={4}
            inputMode="numeric"
            value={text}
            autoFocus={autoFocus}
            onChange={(event) => change(filter, event.currentTarget.value.replace(/\D/g, ''))}
            onBlur={() => leave(filter)}
          />
        );
      case 'checkbox':
        return (
          <Checkbox
            mt={32}
            label={label}
            checked={text === '1'}
            onChange={(event) => change(filter, event.currentTarget.checked ? '1' : '')}
            onKeyDown={onKeyDown}
          />
        );
    }
  };

  return (
    <Paper withBorder p="sm" radius="sm">
      <Group align="flex-start" gap="sm">
        {spec.filters.map((filter, index) => (
          // Inputs share the row; a tick box takes only its own width.
          <Box
            key={filter.param}
            data-filter={filter.param}
            style={{ flex: filter.kind === 'checkbox' ? '0 0 auto' : `1 1 ${width}px` }}
            miw={filter.kind === 'checkbox' ? undefined : width - 20}
          >
            {input(filter, index)}
          </Box>
        ))}
        {/* Aligned with the inputs below their labels. */}
        <Button mt={25} leftSection={<IconSearch size={16} />} loading={busy} onClick={submit}>
          {spec.submit}
        </Button>
        {actions.map((action) => (
          <Button
            key={action.label}
            mt={25}
            variant="light"
            leftSection={action.icon}
            loading={action.busy}
            onClick={() => {
              const checked = checkedValues();
              if (checked) action.run(checked);
            }}
          >
            {action.label}
          </Button>
        ))}
        {spec.cancel && (
          <Button mt={25} variant="default" onClick={clear}>
            {spec.cancel}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
