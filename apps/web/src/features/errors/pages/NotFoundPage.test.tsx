import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('not-found page', () => {
  beforeEach(() => {
    mockApi();
  });

  it('says the page was not found and shows the unknown path', () => {
    renderApp('/bestaat-niet', signedIn());

    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('/bestaat-niet')).toBeInTheDocument();
    expect(screen.getByText(/De pagina/)).toHaveTextContent('De pagina /bestaat-niet bestaat niet.');
  });

  it('shows nested unknown paths in full and leads back to Home', () => {
    const { router } = renderApp('/tripDetailPage/12/extra', signedIn());
    expect(screen.getByText('/tripDetailPage/12/extra')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Naar Home' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});
