import type { Locator, Page } from '@playwright/test';

/** The console shell as a user meets it. Labels are passed in so specs can read either language. */
export class ConsoleShell {
  readonly page: Page;
  readonly sidebar: Locator;
  readonly breadcrumb: Locator;
  readonly tabs: Locator;

  constructor(
    page: Page,
    labels = { navigation: 'Main navigation', breadcrumb: 'Breadcrumb', tabs: 'Visited pages' },
  ) {
    this.page = page;
    this.sidebar = page.getByRole('navigation', { name: labels.navigation });
    this.breadcrumb = page.getByRole('navigation', { name: labels.breadcrumb });
    this.tabs = page.getByRole('navigation', { name: labels.tabs });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** The dropdown menu open now (the sidebar is a menu too, inside the main navigation). */
  popup(): Locator {
    return this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
  }

  async choose(trigger: string, item: string): Promise<void> {
    await this.page.getByRole('button', { name: trigger, exact: true }).click();
    await this.popup().getByRole('menuitem', { name: item, exact: true }).click();
  }

  async menuLabels(): Promise<string[]> {
    return (await this.sidebar.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  }
}
