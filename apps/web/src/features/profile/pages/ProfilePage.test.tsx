import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import type * as ImageModule from '../../../lib/image';

// jsdom cannot decode or draw pictures; the scaling itself is tested in lib/image.test.ts.
vi.mock('../../../lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageModule>()),
  scaleImageFile: vi.fn(async () => 'data:image/jpeg;base64,QUJD'),
}));

async function openProfile(config = {}, profile = testProfile()) {
  // Like the server: after an upload the profile names the new photo.
  let stored = profile;
  const api = mockApi(
    {
      'GET /api/profile/profiles/me': () => stored,
      'PUT /api/profile/profiles/me/image': () => {
        stored = { ...stored, image: 'profiles/u/photo.jpg' };
        return { image: stored.image };
      },
    },
    profile,
  );
  const view = renderApp('/profile', signedIn(), config);
  await screen.findByRole('heading', { level: 2, name: 'Gerda Wassink' });
  return { api, ...view };
}

describe('profile page', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('shows name, address and the ways on', async () => {
    await openProfile();
    expect(screen.getByText('Hoofdstraat 1, Zelhem')).toBeInTheDocument();
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/^Account/)).toHaveAttribute('href', '/account');
    expect(link(/^Credits/)).toHaveAttribute('href', '/credits');
    expect(link(/^Mijn beoordelingen/)).toHaveAttribute('href', '/userProfilePage/user-1');
    expect(link(/^Instellingen/)).toHaveAttribute('href', '/profileNotificationOptions');
    expect(link(/^Gebruiksvoorwaarden/)).toHaveAttribute('href', '/terms');
    expect(link(/^Over deze app/)).toHaveAttribute('href', '/about');
    expect(link(/^Afmelden/)).toHaveAttribute('href', '/logout');
    expect(link(/^FAQ/)).toHaveAttribute('target', '_blank');
    expect(link(/^Privacy/)).toHaveAttribute('target', '_blank');
  });

  it('hides the credits link when credits are switched off', async () => {
    await openProfile({ creditsEnabled: false });
    expect(screen.queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
  });

  it('asks for the date of birth while the profile is not complete', async () => {
    await openProfile({}, testProfile({ dateOfBirth: null }));
    expect(screen.getByRole('link', { name: 'Geboortedatum invullen' })).toHaveAttribute(
      'href',
      '/onboardingPage',
    );
  });

  it('uploads a chosen photo, scaled, and shows it', async () => {
    const { api, container } = await openProfile();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/gif,image/png');

    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('Je profielfoto is opgeslagen.')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/profile/profiles/me/image')[0]?.body).toEqual({
      image: 'data:image/jpeg;base64,QUJD',
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profielfoto van Gerda Wassink' })).toHaveAttribute(
        'src',
        '/images/profiles/u/photo.jpg',
      ),
    );
  });

  it('refuses other file types', async () => {
    const { container } = await openProfile();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Kies een foto van het type jpeg, gif of png.')).toBeInTheDocument();
  });

  it('explains that the photo cannot be changed where the wrapper blocks uploads', async () => {
    sessionStorage.setItem('achterhoek.wrapperCapabilities', JSON.stringify({ canUpload: false }));
    const { container } = await openProfile();
    expect(container.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk profielfoto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto wijzigen niet mogelijk' });
    expect(within(dialog).getByText(/Door een technisch probleem/)).toBeInTheDocument();
  });

  it('asks to copy the address where the wrapper cannot open links', async () => {
    sessionStorage.setItem('achterhoek.wrapperCapabilities', JSON.stringify({ canOpenExternalLinks: false }));
    await openProfile();
    fireEvent.click(screen.getByRole('link', { name: /^Privacy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open deze pagina in je browser' });
    expect(within(dialog).getByRole('textbox', { name: 'Webadres' })).toHaveValue(
      'https://site.test/privacy',
    );
  });

  it('leads a user without a profile to registration', async () => {
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/profile', signedIn());
    expect(await screen.findByRole('link', { name: 'Profiel aanmaken' })).toHaveAttribute(
      'href',
      '/register-user',
    );
  });
});
