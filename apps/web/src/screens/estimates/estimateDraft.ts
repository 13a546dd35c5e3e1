import type { EstimateDetail, EstimateLineRow, EstimateUpdateInput } from '@quaybook/contract';
import { hoursText, paiseToRupees } from '@quaybook/domain';
import type { FormValues } from '../../lists/form/fields';

type Responsibility = EstimateLineRow['responsibility'];

/**
 * How a line is sent: `tariff` with hours and material null (the server prices it from its
 * tariff, or leaves it unpriced), `hand` with the hours and material shown.
 */
export type Pricing = 'tariff' | 'hand';

/** A line of the draft as its inputs hold it. */
export interface LineDraft {
  lineno: number;
  hours: string;
  /** Rupees as typed. */
  material: string;
  responsibility: Responsibility;
  note: string;
  pricing: Pricing;
}

/** A draft estimate being edited: the lines kept, and whether anything changed since loaded. */
export interface EstimateDraft {
  estimateid: number;
  version: number;
  note: string;
  lines: LineDraft[];
  changed: boolean;
}

export type DraftAction =
  | { type: 'loaded'; estimate: EstimateDetail }
  | { type: 'hours' | 'material' | 'note'; lineno: number; text: string }
  | { type: 'responsibility'; lineno: number; value: Responsibility }
  | { type: 'priceFromTariff' | 'remove'; lineno: number }
  | { type: 'estimateNote'; text: string }
  /** The stored estimate, with what this person typed merged over it (an edit conflict). */
  | { type: 'reloaded'; estimate: EstimateDetail; merged: FormValues };

const lineOf = (line: EstimateLineRow): LineDraft => ({
  lineno: line.lineno,
  hours: line.hours === null ? '' : hoursText(line.hours),
  material: line.material === null ? '' : paiseToRupees(line.material),
  responsibility: line.responsibility,
  note: line.note ?? '',
  // A line the server priced by hand stays so; any other asks the tariff again.
  pricing: line.pricedby === 'hand' ? 'hand' : 'tariff',
});

/** The draft of an estimate as the server answered it. */
export function draftOf(estimate: EstimateDetail): EstimateDraft {
  return {
    estimateid: estimate.estimateid,
    version: estimate.version,
    note: estimate.note ?? '',
    lines: estimate.lines.map(lineOf),
    changed: false,
  };
}

const changeLine = (
  draft: EstimateDraft,
  lineno: number,
  change: (line: LineDraft) => LineDraft,
): EstimateDraft => ({
  ...draft,
  changed: true,
  lines: draft.lines.map((line) => (line.lineno === lineno ? change(line) : line)),
});

export function draftReducer(draft: EstimateDraft, action: DraftAction): EstimateDraft {
  switch (action.type) {
    case 'loaded':
      return draftOf(action.estimate);
    // Typing hours or material prices the line by hand.
    case 'hours':
    case 'material':
      return changeLine(draft, action.lineno, (line) => ({
        ...line,
        [action.type]: action.text,
        pricing: 'hand',
      }));
    case 'note':
      return changeLine(draft, action.lineno, (line) => ({ ...line, note: action.text }));
    case 'responsibility':
      return changeLine(draft, action.lineno, (line) => ({
        ...line,
        responsibility: action.value,
      }));
    case 'priceFromTariff':
      return changeLine(draft, action.lineno, (line) => ({ ...line, pricing: 'tariff' }));
    case 'remove':
      return {
        ...draft,
        changed: true,
        lines: draft.lines.filter((line) => line.lineno !== action.lineno),
      };
    case 'estimateNote':
      return { ...draft, changed: true, note: action.text };
    case 'reloaded':
      return { ...fromFlat(action.estimate, action.merged), changed: true };
  }
}

const LINE_FIELDS = ['hours', 'material', 'responsibility', 'note', 'pricing'] as const;
const LINE_LABELS: Record<(typeof LINE_FIELDS)[number], string> = {
  hours: 'Hours',
  material: 'Material',
  responsibility: 'Resp.',
  note: 'Note',
  pricing: 'Priced',
};

/**
 * A draft as the edit-conflict dialog compares a form's values: the estimate's note, the lines
 * kept, and each line's fields under `line<no>.<field>`.
 */
export function flatDraft(draft: EstimateDraft): FormValues {
  const values: FormValues = {
    note: draft.note,
    lines: draft.lines.map((line) => line.lineno).join(', '),
  };
  for (const line of draft.lines)
    for (const field of LINE_FIELDS) values[`line${line.lineno}.${field}`] = line[field];
  return values;
}

/** The fields compared, the lines of both drafts among them. */
export function flatKeys(...drafts: EstimateDraft[]): string[] {
  const numbers = [...new Set(drafts.flatMap((d) => d.lines.map((line) => line.lineno)))];
  return [
    'note',
    'lines',
    ...numbers
      .sort((a, b) => a - b)
      .flatMap((no) => LINE_FIELDS.map((field) => `line${no}.${field}`)),
  ];
}

/** A compared field's label: 'Line 3 Hours'. */
export function flatLabel(key: string): string {
  if (key === 'note') return 'Estimate note';
  if (key === 'lines') return 'Lines';
  const [line, field] = key.split('.') as [string, (typeof LINE_FIELDS)[number]];
  return `Line ${line.slice(4)} ${LINE_LABELS[field]}`;
}

/** The stored estimate's draft with the merged values over it, for the lines both keep. */
function fromFlat(stored: EstimateDetail, merged: FormValues): EstimateDraft {
  const base = draftOf(stored);
  const kept = new Set(
    String(merged.lines ?? '')
      .split(', ')
      .map(Number),
  );
  return {
    ...base,
    note: String(merged.note ?? base.note),
    lines: base.lines
      .filter((line) => kept.has(line.lineno))
      .map((line) => {
        const next = { ...line };
        for (const field of LINE_FIELDS) {
          const value = merged[`line${line.lineno}.${field}`];
          if (value !== undefined) Object.assign(next, { [field]: value });
        }
        return next;
      }),
  };
}

/** A blank amount of a line priced by hand is none of it. */
const typed = (text: string) => (text.trim() === '' ? '0' : text.trim());

/** What Save sends (`POST /update_estimate`): every line kept, at the version loaded. */
export function updateBody(draft: EstimateDraft): EstimateUpdateInput {
  return {
    estimateid: draft.estimateid,
    version: draft.version,
    note: draft.note.trim() || null,
    lines: draft.lines.map((line) => ({
      lineno: line.lineno,
      hours: line.pricing === 'hand' ? typed(line.hours) : null,
      material: line.pricing === 'hand' ? typed(line.material) : null,
      responsibility: line.responsibility,
      note: line.note.trim() || null,
    })),
  };
}

/**
 * Why the estimate cannot be sent yet, or undefined: its unpriced lines, while priced by hand
 * in none of them, or changes not saved.
 */
export function sendBlocked(
  unpriced: readonly number[],
  draft: EstimateDraft,
  unpricedMessage: (lines: readonly number[]) => string,
): string | undefined {
  if (unpriced.length > 0) return unpricedMessage(unpriced);
  if (draft.changed) return 'Save the changes first.';
  return undefined;
}
