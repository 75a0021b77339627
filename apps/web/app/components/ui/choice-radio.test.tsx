// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceRadio } from './choice-radio.tsx';

afterEach(cleanup);

function Speeds({ chosen, onPick = () => {} }: { chosen: string; onPick?: (speed: string) => void }) {
  return (
    <fieldset>
      {['standard', 'express'].map((speed) => (
        <label key={speed}>
          <ChoiceRadio name="speed" value={speed} checked={chosen === speed} onChange={() => onPick(speed)} />
          {speed}
        </label>
      ))}
    </fieldset>
  );
}

const box = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('a choice radio', () => {
  it('keeps the tap while the page has not changed its choice, and follows the choice when it does', () => {
    const { rerender } = render(<Speeds chosen="standard" />);
    expect(box('standard').checked).toBe(true);
    fireEvent.click(box('express'));
    // Nothing draws the tap back while the page's choice is still the old one.
    expect(box('express').checked).toBe(true);
    rerender(<Speeds chosen="express" />);
    expect(box('express').checked).toBe(true);
    // The step refused it: the page's choice goes back, and so does the box.
    rerender(<Speeds chosen="standard" />);
    expect(box('standard').checked).toBe(true);
    expect(box('express').checked).toBe(false);
  });

  it("tells the page of a tap, and the page's answer shows", () => {
    function Page() {
      const [chosen, setChosen] = useState('standard');
      return <Speeds chosen={chosen} onPick={setChosen} />;
    }
    render(<Page />);
    fireEvent.click(box('express'));
    expect(box('express').checked).toBe(true);
    expect(box('standard').checked).toBe(false);
  });

  it('keeps a box tapped before hydration as the browser has it; hydrating writes nothing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Speeds chosen="standard" />);
    document.body.append(container);
    (container.querySelector('input[value="express"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <Speeds chosen="standard" />);
    });
    expect(box('express').checked).toBe(true);
    expect(box('standard').checked).toBe(false);
    container.remove();
  });
});
