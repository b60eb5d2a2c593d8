import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog with this title. By its title text rather than its accessible name: under test,
 * antd gives every generated id the same value, so aria-labelledby may point at another element.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
  });
  return found!;
}
