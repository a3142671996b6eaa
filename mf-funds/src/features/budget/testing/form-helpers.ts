import { user } from '../../../testing/test-harness';
import { fireEvent, screen, within } from '@testing-library/react';

/** A form item by its label's text (Arco's pickers are not tied to their label). */
export const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;

/** Opens the select of a form item and picks an option by its text. */
export async function choose(label: string, option: string | RegExp) {
  await user.click(within(itemOf(label)).getByRole('combobox'));
  const found = await screen.findByRole('option', { name: option });
  await user.click(found.firstElementChild ?? found);
}

/** Types a whole date into a picker and confirms it with Enter, as a keyboard user does. */
export async function typeDate(label: string, date: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  // One change with the whole date, then Enter: user-event's Enter carries no keyCode, which the picker reads.
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
}
