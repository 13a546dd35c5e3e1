import { FORM_MESSAGES } from '@quaybook/contract';
import { useState } from 'react';
import { notify } from '../../notify';
import type { FieldMessages } from './fields';

/** What shows and hides error toasts. */
export interface Toaster {
  error(message: string): string;
  hide(id: string): void;
}

/**
 * The toast of a refusal. One problem is said as it stands; several are summed up as 'Please fix
 * the errors before saving.' when each shows under its own field, and otherwise said in full (the
 * server's message, which names them all), so no problem goes unsaid.
 */
export function refusalMessage(
  problems: FieldMessages,
  isShown: (field: string) => boolean,
  whole?: string,
): string {
  const texts = [...new Set(Object.values(problems))];
  if (texts.length === 0) return whole ?? FORM_MESSAGES.fixErrors;
  if (texts.length === 1) return texts[0] ?? FORM_MESSAGES.fixErrors;
  if (Object.keys(problems).every(isShown)) return FORM_MESSAGES.fixErrors;
  return whole ?? texts.join(' ');
}

/**
 * The error toast of a form, about some of its fields: it goes once the user has changed every
 * field it was about, when the form saves or closes, or when another takes its place. A toast
 * about no field (the server could not be reached) stays until it closes by itself or the form
 * saves.
 */
export class FieldToast {
  private shown: { id: string; waiting: Set<string> } | undefined;

  constructor(private readonly toaster: Toaster) {}

  show(message: string, about: Iterable<string> = []): void {
    this.hide();
    this.shown = { id: this.toaster.error(message), waiting: new Set(about) };
  }

  /** The user changed these fields. */
  answered(fields: Iterable<string>): void {
    const shown = this.shown;
    if (!shown || shown.waiting.size === 0) return;
    for (const field of fields) shown.waiting.delete(field);
    if (shown.waiting.size === 0) this.hide();
  }

  hide(): void {
    if (!this.shown) return;
    this.toaster.hide(this.shown.id);
    this.shown = undefined;
  }
}

/** A form's error toast, kept for as long as the form is. */
export function useFieldToast(): FieldToast {
  const [toast] = useState(() => new FieldToast(notify));
  return toast;
}
