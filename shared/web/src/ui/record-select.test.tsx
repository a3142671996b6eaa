import { fireEvent, render, waitFor } from '@testing-library/react';
import { KEYWORD_MAX_LENGTH } from '@pm/domain/contracts';
import { RecordSelect } from './record-select';

test('a search longer than the server takes is sent by its first KEYWORD_MAX_LENGTH characters', async () => {
  const useRows = jest.fn((_keyword: string, _skip: boolean) => ({ data: [], isFetching: false }));
  const { container } = render(<RecordSelect id="project" useRows={useRows} />);
  const input = container.querySelector('input')!;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'x'.repeat(300) } });
  await waitFor(() => expect(useRows).toHaveBeenLastCalledWith('x'.repeat(KEYWORD_MAX_LENGTH), false));
  expect(useRows.mock.calls.every(([keyword]) => keyword.length <= KEYWORD_MAX_LENGTH)).toBe(true);
});
