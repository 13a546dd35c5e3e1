import { expect, type Page } from '@playwright/test';
import { choose } from './masterData';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form in a modal, found by its title: 'Add Booking no', 'Edit User', 'Reset password: ravi'. */
export class ModalForm {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: this.title });
  /** A select by its label. */
  readonly select = (label: string) =>
    this.dialog().getByRole('combobox', { name: label, exact: true });
  /** A text input by its label. */
  readonly input = (label: string) =>
    this.dialog().getByRole('textbox', { name: label, exact: true });
  /**
   * Any input by its label, password inputs included (they are not textboxes); the label of a
   * required one ends in its mark, ' *'.
   */
  readonly field = (label: string) =>
    this.dialog().getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async choose(label: string, option: string) {
    await choose(this.page, this.select(label), option);
  }

  async press(button: string) {
    await this.dialog().getByRole('button', { name: button, exact: true }).click();
  }

  async expectClosed() {
    await expect(this.dialog()).toBeHidden();
  }
}
