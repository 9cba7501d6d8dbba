import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';

describe('focus after navigation', () => {
  it('leaves focus alone on the first page and moves it to the new h1 after navigating', async () => {
    renderApp('/home', signedIn());
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('link', { name: 'Profiel' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Pagina niet gevonden – Achterhoek Mobiel');
  });
});
