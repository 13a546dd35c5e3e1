import { FORM_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { FieldToast, refusalMessage, type Toaster } from './fieldToast';

function fakeToaster() {
  const open = new Map<string, string>();
  let next = 0;
  const toaster: Toaster = {
    error: (message) => {
      next += 1;
      open.set(String(next), message);
      return String(next);
    },
    hide: (id) => {
      open.delete(id);
    },
  };
  return { toaster, open };
}

describe('refusalMessage', () => {
  const everyField = () => true;

  it('says a single problem as it stands, even when it concerns several fields', () => {
    expect(refusalMessage({ rate: 'Rate is required.' }, everyField)).toBe('Rate is required.');
    const twice = 'This party already has a rate for this movement and size.';
    expect(refusalMessage({ movementid: twice, size: twice }, everyField, twice)).toBe(twice);
  });

  it('sums up several problems each shown under its field', () => {
    expect(
      refusalMessage({ account_pan: 'PAN …', email: 'Email …' }, everyField, 'PAN … Email …'),
    ).toBe(FORM_MESSAGES.fixErrors);
  });

  it('says everything when a problem has no field on the form to show it', () => {
    const shown = (field: string) => field !== 'applicantid';
    expect(refusalMessage({ applicantid: 'A.', rate: 'B.' }, shown)).toBe('A. B.');
    expect(refusalMessage({ applicantid: 'A.', rate: 'B.' }, shown, 'Server: A. B.')).toBe(
      'Server: A. B.',
    );
    expect(refusalMessage({}, shown, 'The server could not be reached.')).toBe(
      'The server could not be reached.',
    );
  });
});

describe('FieldToast', () => {
  it('goes once every field it was about has been changed', () => {
    const { toaster, open } = fakeToaster();
    const toast = new FieldToast(toaster);
    toast.show(FORM_MESSAGES.fixErrors, ['account_pan', 'email']);
    toast.answered(['account_pan']);
    expect([...open.values()]).toEqual([FORM_MESSAGES.fixErrors]);
    toast.answered(['account_city', 'email']);
    expect(open.size).toBe(0);
  });

  it('keeps one toast at a time, and a toast about no field until the form saves', () => {
    const { toaster, open } = fakeToaster();
    const toast = new FieldToast(toaster);
    toast.show('Rate is required.', ['rate']);
    toast.show('The server could not be reached.');
    expect([...open.values()]).toEqual(['The server could not be reached.']);
    toast.answered(['rate']);
    expect(open.size).toBe(1);
    toast.hide();
    expect(open.size).toBe(0);
    toast.hide();
  });
});
