// Fills one policy editor the way a user does, for the tables of policies saved through the editor
// (a namespace's, a topic's): text fields by their label, radios and checkboxes by their visible
// name, selects by the option's title.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface PolicyFill {
  /** Text fields by label, replaced. */
  type?: Record<string, string>;
  /** Radios, by their visible name. */
  pick?: string[];
  /** Checkboxes toggled, by their visible name. */
  toggle?: string[];
  choose?: { field: string; option: string }[];
}

export async function fillPolicyCard(user: UserEvent, card: HTMLElement, fill: PolicyFill): Promise<void> {
  for (const { field, option } of fill.choose ?? []) {
    await user.click(within(card).getByRole('combobox', { name: field }));
    const options = await screen.findAllByTitle(option);
    await user.click(options.at(-1)!);
    await user.keyboard('{Escape}');
  }
  for (const [label, value] of Object.entries(fill.type ?? {})) {
    const input = within(card).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  for (const name of fill.pick ?? []) await user.click(within(card).getByRole('radio', { name }));
  for (const name of fill.toggle ?? []) await user.click(within(card).getByRole('checkbox', { name }));
}
