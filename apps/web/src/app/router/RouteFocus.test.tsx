import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';

describe('focus after navigation', () => {
  it('leaves focus alone on the first page and moves it to the new h1 after navigating', async () => {
    mockApi();
    renderApp('/home', signedIn());
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('link', { name: 'Profiel' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Mijn profiel – Achterhoek Mobiel');
  });
});
