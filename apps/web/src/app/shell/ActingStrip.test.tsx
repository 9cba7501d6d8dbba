import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { GERDA, actingRoutes, asDelegate, janProfile } from '../../test/fakeActing';
import { renderApp } from '../../test/renderApp';

// The strip under the top bar while a caregiver acts for somebody (issue 27: the badge alone was missed).

describe('acting strip', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("says for whom the user acts on every page, and 'Stoppen' stops it and goes Home", async () => {
    localStorage.setItem('achterhoek.delegatorId', GERDA);
    mockApi(actingRoutes(), janProfile);
    const { router } = renderApp('/community', asDelegate());

    const strip = await screen.findByRole('region', { name: 'Je regelt dit voor Gerda Wassink' });
    expect(strip).toHaveTextContent('Je regelt dit voor Gerda Wassink');
    // Between the top bar and the page.
    expect(screen.getByRole('banner').compareDocumentPosition(strip)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Another page: still there.
    await router.navigate('/profile');
    expect(
      await screen.findByRole('region', { name: 'Je regelt dit voor Gerda Wassink' }),
    ).toBeInTheDocument();

    fireEvent.click(within(strip).getByRole('button', { name: 'Stoppen' }));

    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('region', { name: /Je regelt dit voor/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Jan Bomers/ })).toBeInTheDocument();
  });

  it('is not there while the user acts for themselves', async () => {
    mockApi(actingRoutes(), janProfile);
    renderApp('/home', asDelegate());
    expect(await screen.findByRole('heading', { level: 1, name: /Jan Bomers/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Je regelt dit voor/ })).not.toBeInTheDocument();
  });
});
