import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly username = () => this.page.getByRole('textbox', { name: 'Username' });
  readonly password = () => this.page.getByRole('textbox', { name: 'Password' });

  async signIn(username = 'admin', password = ADMIN_PASSWORD) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

export class Shell {
  constructor(readonly page: Page) {}

  async openFromMenu(group: string, item: string) {
    const nav = this.page.getByRole('navigation', { name: 'Main menu' });
    const groupButton = nav.getByRole('button', { name: group, exact: true });
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
    const link = nav.getByRole('link', { name: item, exact: true });
    const path = new URL((await link.getAttribute('href')) ?? '/', 'http://quaybook').pathname;
    // The group opens with an animation: a press that lands while it still moves is let go over
    // another item and opens nothing, as a person's would, so the link is pressed again.
    await expect(async () => {
      await link.click();
      await expect(this.page).toHaveURL((url) => url.pathname === path, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}

export class ListPage {
  constructor(
    readonly page: Page,
    readonly entity: string,
  ) {}

  readonly table = () => this.page.locator('table');
  readonly bodyRows = () => this.table().locator('tbody tr');
  readonly search = () => this.page.getByRole('textbox', { name: 'Search' });
  readonly addButton = () => this.page.getByRole('button', { name: `Add ${this.entity}` });
  readonly field = (name: string) => this.table().getByRole('textbox', { name });
  readonly row = (text: string) => this.bodyRows().filter({ hasText: text });

  async firstColumn(): Promise<string[]> {
    return this.bodyRows().locator('td:first-child').allInnerTexts();
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: `Sort by ${column}` }).click();
  }

  async exportAs(kind: 'CSV' | 'PDF') {
    await this.page.getByRole('button', { name: 'Export', exact: true }).click();
    await this.page.getByRole('menuitem', { name: `Export to ${kind}` }).click();
  }

  async expectRows(count: number) {
    await expect(this.bodyRows()).toHaveCount(count);
  }
}
