// The environment field of policy-as-code's comparison (the shared EnvironmentSelect) with 30
// environments: its list renders only the options in view, so the one wanted is reached by typing
// its name, which narrows the list to it (a run with many environments could not reach it before).
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { findPageHeading } from '../../test/pages.ts';
import { renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';

vi.setConfig({ testTimeout: 60_000 });

it('narrows thirty environments to the one whose name is typed', async () => {
  const names = Array.from({ length: 30 }, (_, index) => `env-${String(index).padStart(2, '0')}`);
  await simulatePulsar({ environments: ['simulator', ...names] });
  const { user } = renderApp('/policy-code?scope=namespace&name=sample/orders&tab=compare');
  await findPageHeading('Policy as code');

  const field = screen.getByRole('combobox', { name: 'Environment' });
  await user.click(field);
  await user.type(field, 'env-27');
  const listbox = await screen.findByRole('listbox');
  const shown = document.querySelectorAll('.ant-select-item-option');
  expect([...shown].map((option) => option.getAttribute('title'))).toEqual(['env-27']);
  expect(within(listbox).getByRole('option', { name: 'env-27' })).toBeInTheDocument();
  await user.click(shown[0]!);
  // Chosen: the comparison runs against it (the same simulator, so nothing differs).
  await user.click(screen.getByRole('button', { name: 'Compare' }));
  expect(await screen.findByText('No differences.')).toBeInTheDocument();
});
