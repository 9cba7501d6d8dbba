import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderLandingPage } from './landing';

describe('the prerendered landing page', () => {
  // The web tests share one document between files: leave nothing behind for the next one.
  const root = document.createElement('div');
  afterEach(() => root.remove());

  it('is the page a signed-out visitor sees: the title, the introduction and both buttons', () => {
    root.innerHTML = renderLandingPage();
    document.body.append(root);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Achterhoek Mobiel' })).toBeInTheDocument();
    expect(
      within(main).getByText(
        'Plan je reis van deur tot deur met bus, trein en meerijden, of bied zelf een rit aan aan iemand uit de buurt.',
      ),
    ).toBeInTheDocument();
    // Nothing answers a tap before the app has started: the buttons say so until the app's replace them.
    expect(within(main).getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
    expect(within(main).getByRole('button', { name: 'Registreren' })).toBeDisabled();
    // The version line comes with the app; until then its loader holds the place, as in the app.
    expect(within(main).getByRole('status')).toHaveTextContent('Bezig met laden…');
  });

  it("carries the theme's colours, so the page looks as the app does before the app has started", () => {
    const html = renderLandingPage();
    expect(html).toContain('--mantine-color-achterhoek-7: #1f6e46');
  });
});
