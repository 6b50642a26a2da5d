// @vitest-environment jsdom
// Hydration in turns: a wrapped section keeps the server's HTML through the first pass, hydrates in a later
// task of its own, and then works; a section that differs from the server's HTML is reported.

import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPassDone, HydrateInTurn, startHydration, whenHydrated } from './hydrate-in-turn.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ second = 'Second' }: { second?: string }) {
  return (
    <main>
      <Counter label="First" />
      <HydrateInTurn>
        <Counter label={second} />
      </HydrateInTurn>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('HydrateInTurn', () => {
  it('keeps the server HTML in the first pass, then hydrates the section in a later task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelectorAll('button')[1];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    startHydration();
    hydrateRoot(container, <Page />);
    const [first, second] = [...container.querySelectorAll('button')];
    // The first pass hydrated what is outside the section...
    first?.click();
    await vi.waitFor(() => expect(first?.textContent).toBe('First 1'));
    // ...and left the section as the server sent it: the same element, not listening yet.
    expect(second).toBe(serverButton);
    second?.click();
    await Promise.resolve();
    expect(second?.textContent).toBe('Second 0');

    firstPassDone();
    await whenHydrated();
    second?.click();
    await vi.waitFor(() => expect(second?.textContent).toBe('Second 1'));
    expect(container.querySelectorAll('button')[1]).toBe(serverButton);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports a section whose text differs from the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page second="Altered" />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    startHydration();
    hydrateRoot(container, <Page />);
    firstPassDone();

    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^Hydration mismatch: the text changed at ".*Altered 0" -> ".*Second 0"/),
      ),
    );
    expect(container.querySelectorAll('button')[1]?.textContent).toBe('Second 0');
  });
});
