/**
 * What the forms say about their inputs, on every screen. The journeys read them from here.
 * @example FORM_MESSAGES.dateNotBefore('Berth Date', '01/01/2026') // 'Berth Date must be on or after 01/01/2026.'
 */
export const FORM_MESSAGES = {
  /** Saving while a field's problem is shown (spec 000 §5). */
  fixErrors: 'Please fix the errors before saving.',
  /** A date typed before the first day its picker offers (a VCN's dates: 1 January this year). */
  dateNotBefore: (label: string, first: string) => `${label} must be on or after ${first}.`,
  /** A date typed after the last day its picker offers. */
  dateNotAfter: (label: string, last: string) => `${label} must be on or before ${last}.`,
  /** A date typed that is no day of the calendar (31/02/2026): kept as typed, refused. */
  notADate: (label: string) => `${label} is not a date: use dd/mm/yyyy.`,
  /** Leaving a page (Back, a menu entry) with what was typed in a form not saved. */
  leaveUnsaved: 'Leave this page? What you typed is not saved.',
  /** A searchable select whose typed text matches none of its choices. */
  noMatches: 'No matches',
  /** Leaving a select with typed text that matches none of its choices (the choice stays). */
  noMatch: (text: string) => `Nothing matches "${text}".`,
  /** A select with no choices at all, when its list says nothing of its own. */
  noChoices: 'Nothing to choose from yet',
};

/**
 * Whether a refusal's text is one the contract declares: the spec's messages keep their own
 * words (many without a full stop, as 'Please select a party'), so the server shows them as
 * they are instead of naming the field in front of them.
 */
export function isDeclaredMessage(text: string, catalogues: readonly object[]): boolean {
  return catalogues.some((catalogue) =>
    Object.values(catalogue).some((message) => message === text),
  );
}
