import { ESTIMATE_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftReducer,
  flatDraft,
  flatKeys,
  flatLabel,
  sendBlocked,
  updateBody,
} from './estimateDraft';
import { estimateFixture, lineFixture } from './estimateFixture';

const loaded = draftOf(estimateFixture());

describe('the estimate draft', () => {
  it('holds each line as its inputs show it, hours and material with 2 decimals', () => {
    expect(loaded.lines[0]).toEqual({
      lineno: 1,
      hours: '1.50',
      material: '1200.00',
      responsibility: 'O',
      note: '',
      pricing: 'tariff',
    });
    expect(loaded.lines[1]).toMatchObject({ hours: '', material: '', pricing: 'tariff' });
    expect(loaded.changed).toBe(false);
  });

  it('sends untouched tariff and unpriced lines with hours and material null', () => {
    expect(updateBody(loaded)).toEqual({
      estimateid: 42,
      version: 3,
      note: null,
      lines: [
        { lineno: 1, hours: null, material: null, responsibility: 'O', note: null },
        { lineno: 2, hours: null, material: null, responsibility: 'O', note: null },
      ],
    });
  });

  it('prices a line by hand once its hours or material are typed, blank material as none', () => {
    const typed = draftReducer(loaded, { type: 'hours', lineno: 2, text: '2.25' });
    expect(typed.changed).toBe(true);
    expect(updateBody(typed).lines[1]).toEqual({
      lineno: 2,
      hours: '2.25',
      material: '0',
      responsibility: 'O',
      note: null,
    });
    const material = draftReducer(loaded, { type: 'material', lineno: 1, text: '950.50' });
    expect(updateBody(material).lines[0]).toMatchObject({ hours: '1.50', material: '950.50' });
  });

  it('keeps a line the server priced by hand so, until it is priced from the tariff again', () => {
    const hand = draftOf(
      estimateFixture({ lines: [lineFixture({ pricedby: 'hand', hours: 2, material: 5000 })] }),
    );
    expect(updateBody(hand).lines[0]).toMatchObject({ hours: '2.00', material: '50.00' });
    const again = draftReducer(hand, { type: 'priceFromTariff', lineno: 1 });
    expect(updateBody(again).lines[0]).toMatchObject({ hours: null, material: null });
  });

  it('leaves a removed line out of what is sent, and sends the notes and responsibility', () => {
    let draft = draftReducer(loaded, { type: 'remove', lineno: 1 });
    draft = draftReducer(draft, { type: 'responsibility', lineno: 2, value: 'U' });
    draft = draftReducer(draft, { type: 'note', lineno: 2, text: ' handle bent ' });
    draft = draftReducer(draft, { type: 'estimateNote', text: 'Urgent' });
    expect(updateBody(draft)).toEqual({
      estimateid: 42,
      version: 3,
      note: 'Urgent',
      lines: [{ lineno: 2, hours: null, material: null, responsibility: 'U', note: 'handle bent' }],
    });
  });

  it('blocks Send while lines are unpriced, then while changes are unsaved', () => {
    expect(sendBlocked([2], loaded, ESTIMATE_MESSAGES.unpriced)).toBe(
      'Price line 2 first: no tariff row matches it.',
    );
    const edited = draftReducer(loaded, { type: 'estimateNote', text: 'x' });
    expect(sendBlocked([], edited, ESTIMATE_MESSAGES.unpriced)).toBe('Save the changes first.');
    expect(sendBlocked([], loaded, ESTIMATE_MESSAGES.unpriced)).toBeUndefined();
  });

  it('reloads a stale edit as the stored estimate with the merged values over it', () => {
    const mine = draftReducer(loaded, { type: 'hours', lineno: 2, text: '3' });
    const stored = estimateFixture({ version: 4, note: 'Theirs' });
    const merged = { ...flatDraft(draftOf(stored)), 'line2.hours': '3', 'line2.pricing': 'hand' };
    const reloaded = draftReducer(mine, { type: 'reloaded', estimate: stored, merged });
    expect(reloaded.version).toBe(4);
    expect(reloaded.note).toBe('Theirs');
    expect(reloaded.lines[1]).toMatchObject({ hours: '3', pricing: 'hand' });
    expect(flatKeys(mine)).toContain('line2.hours');
    expect(flatLabel('line2.hours')).toBe('Line 2 Hours');
  });
});
