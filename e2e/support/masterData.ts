import { expect, type Locator, type Page } from '@playwright/test';
import { type ApplicantInput, type ContainerInput, api as endpoints } from '@quaybook/contract';
import { containerCheckDigit, gstinCheckCharacter } from '@quaybook/domain';
import type { Api } from './api';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** A container number no other test has used, with its right ISO 6346 check digit. */
export function containerNumber(owner = pick(LETTERS, 3)): string {
  const firstTen = `${owner}U${pick('0123456789', 6)}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** The same number with another fourth letter (not U, J or Z) and the check digit that goes with it. */
export function withWrongCategory(number: string, category = 'A'): string {
  const firstTen = `${number.slice(0, 3)}${category}${number.slice(4, 10)}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** The same number with a check digit that does not match. */
export function withWrongCheckDigit(number: string): string {
  return `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}`;
}

/** A random PAN and a GSTIN of it for a state, with the right check character. */
export function taxIds(stateCode: string): { pan: string; gstin: string } {
  const pan = `${pick(LETTERS, 5)}${pick('0123456789', 4)}${pick(LETTERS, 1)}`;
  const first14 = `${stateCode}${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}` };
}

export function createApplicant(api: Api, applicant: ApplicantInput) {
  return api.call(endpoints.applicant.create, { body: applicant });
}

export async function createContainers(api: Api, containers: ContainerInput[]) {
  for (const container of containers)
    await api.call(endpoints.container.create, { body: container });
}

/** Picks an option of a searchable select by typing part of it, as a person does. */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}
