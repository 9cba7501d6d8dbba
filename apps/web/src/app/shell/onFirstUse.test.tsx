import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './onFirstUse';

// A part of the shell loaded on first use: not with the page, but when asked for or once the browser is idle.
function fakePart() {
  let resolve: (module: { Part: () => React.JSX.Element }) => void = () => undefined;
  const importModule = vi.fn(
    () => new Promise<{ Part: () => React.JSX.Element }>((done) => (resolve = done)),
  );
  const part = onFirstUse(importModule);
  function Host() {
    const { module, load } = part.use();
    if (module) return <module.Part />;
    return (
      <button type="button" onClick={() => void load()}>
        Menu
      </button>
    );
  }
  const arrive = () => act(() => resolve({ Part: () => <p>geladen</p> }));
  return { part, importModule, Host, arrive };
}

describe('onFirstUse', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not fetched with the page, but when used', async () => {
    vi.useFakeTimers();
    const { importModule, Host, arrive } = fakePart();
    render(<Host />);
    expect(importModule).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    expect(importModule).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByText('geladen')).toBeInTheDocument();
  });

  it('is fetched once the page has stood a while unused, and only once', async () => {
    vi.useFakeTimers();
    const { importModule, Host, arrive } = fakePart();
    render(<Host />);
    render(<Host />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(importModule).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(importModule).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getAllByText('geladen')).toHaveLength(2);
  });

  it('shows at once what was already loaded', async () => {
    const { part, Host, arrive } = fakePart();
    const loading = part.load();
    await arrive();
    await loading;
    render(<Host />);
    expect(screen.getByText('geladen')).toBeInTheDocument();
  });
});
