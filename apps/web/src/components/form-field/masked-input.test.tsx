import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MaskedInput } from './masked-input';

/** A controlled money field, as the dealer's quotation holds one, showing what its state holds. */
function Amount() {
  const [text, setText] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <>
      <label htmlFor="amount">Novo preço</label>
      <MaskedInput
        id="amount"
        mask="money"
        country="BR"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <output aria-label="held">{text}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render {renders}
      </button>
    </>
  );
}

describe('a masked input', () => {
  it('tells its owner of the layout it gives what was typed before the mask library arrived', async () => {
    render(<Amount />);
    const field = screen.getByLabelText<HTMLInputElement>('Novo preço');
    // Focused and typed at once: the library is still on its way.
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '1,00' } });
    await waitFor(() => expect(field).toHaveValue('R$ 1,00'));
    await waitFor(() => expect(screen.getByLabelText('held')).toHaveTextContent('R$ 1,00'));
    // The page draws again: the field keeps the layout, as its owner holds it.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('render 1');
    expect(field).toHaveValue('R$ 1,00');
  });
});
