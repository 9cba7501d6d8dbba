import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from '../../components/PageTitle';
import { focusPageTitle } from '../../components/page-focus';
import { renderWithProviders } from '../../test/renderWithProviders';
import { lazyPage, preloadPageOf, preloadPages } from './lazyPage';

function ExamplePage() {
  return <PageTitle>Voorbeeld</PageTitle>;
}

/** A page module that arrives only when the test says so, like a chunk on a slow network. */
function slowModule() {
  let arrive: (module: { ExamplePage: ComponentType }) => void = () => undefined;
  const module = new Promise<{ ExamplePage: ComponentType }>((resolve) => {
    arrive = resolve;
  });
  return { load: () => module, arrive: () => arrive({ ExamplePage }) };
}

describe('a page loaded on its first visit', () => {
  it('shows a loader in its place until it arrives, then gives its title the focus', async () => {
    const chunk = slowModule();
    const Page = lazyPage(chunk.load, 'ExamplePage');
    renderWithProviders(<Page />);
    // The router asks for the focus as soon as the path changes, before the page is there.
    focusPageTitle();

    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => chunk.arrive());
    const title = await screen.findByRole('heading', { level: 1, name: 'Voorbeeld' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Voorbeeld – Achterhoek Mobiel');
  });

  it('shows a page that is already loaded at once, without a loader', async () => {
    const chunk = slowModule();
    const Page = lazyPage(chunk.load, 'ExamplePage');
    chunk.arrive();
    await preloadPages();

    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voorbeeld' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the page a route element shows before it renders, so the first screen has no loader', async () => {
    const chunk = slowModule();
    const Page = lazyPage(chunk.load, 'ExamplePage');
    const preloading = preloadPageOf(<Page />);
    chunk.arrive();
    await preloading;

    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Voorbeeld' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves an element that is not a lazy page alone', async () => {
    await expect(preloadPageOf(<ExamplePage />)).resolves.toBeUndefined();
    await expect(preloadPageOf(undefined)).resolves.toBeUndefined();
  });
});
