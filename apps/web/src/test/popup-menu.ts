import { screen, waitFor } from '@testing-library/react';

/**
 * The dropdown menu open now. The sidebar is a menu too (inside the main navigation), so the
 * popup is the menu outside any <nav>.
 */
export async function openPopupMenu(): Promise<HTMLElement> {
  let popup: HTMLElement | undefined;
  await waitFor(() => {
    popup = screen
      .getAllByRole('menu')
      .find((menu) => !menu.closest('nav') && !menu.closest('.ant-dropdown-hidden'));
    if (!popup) throw new Error('no popup menu is open');
  });
  return popup!;
}
