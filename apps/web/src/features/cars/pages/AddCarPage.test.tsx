import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { CARS_PATH, LOOKUP_PATH, carRoutes, golf } from '../testData';

const plateField = () => screen.getByRole('textbox', { name: /^Kenteken/ });
const addButton = () => screen.getByRole('button', { name: 'Toevoegen' });
const type = (value: string) => fireEvent.change(plateField(), { target: { value } });

async function openAddCar(routes = carRoutes([golf])) {
  const fetchSpy = mockApi(routes);
  const view = renderApp('/AddCar', signedIn());
  expect(await screen.findByRole('heading', { level: 1, name: 'Auto toevoegen' })).toBeInTheDocument();
  return { fetchSpy, ...view };
}

describe('adding a car', () => {
  it('looks the plate up only at 8 characters, shows the car and then allows adding it', async () => {
    const { fetchSpy } = await openAddCar();
    expect(plateField()).toHaveAttribute('maxLength', '8');
    expect(addButton()).toBeDisabled();

    type('zeb-41-');
    expect(plateField()).toHaveValue('ZEB-41-');
    // Give a lookup the chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchSpy, 'GET', LOOKUP_PATH)).toHaveLength(0);
    expect(addButton()).toBeDisabled();

    type('zeb-41-d');
    expect(plateField()).toHaveValue('ZEB-41-D');
    const card = await screen.findByRole('region', { name: 'FIAT 500' });
    const [lookup] = callsTo(fetchSpy, 'GET', LOOKUP_PATH);
    expect(lookup?.url.searchParams.get('licensePlate')).toBe('ZEB-41-D');
    expect(lookup?.url.searchParams.get('countryCode')).toBe('NL');
    expect(within(card).getByText('ZEB-41-D')).toBeInTheDocument();
    expect(within(card).getByText('rood en wit')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByText('2019')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();

    // A shorter plate clears the answer.
    type('ZEB-41-');
    expect(screen.queryByRole('region', { name: 'FIAT 500' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('shows a loader while the register is asked', async () => {
    let answer: (response: Response) => void = () => undefined;
    await openAddCar({
      ...carRoutes([golf]),
      [`GET ${LOOKUP_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    type('ZEB-41-D');
    expect(await screen.findByText('Kenteken opzoeken…')).toBeInTheDocument();
    answer(apiError(404, 'Onbekend kenteken ZEB-41-D.'));
    expect(await screen.findByText('Geen auto gevonden met kenteken ZEB-41-D.')).toBeInTheDocument();
  });

  it('says so when the register does not know the plate (404)', async () => {
    await openAddCar();
    type('AB-12-CD');
    expect(await screen.findByText('Geen auto gevonden met kenteken AB-12-CD.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('does not look up 8 characters without the dashes in place', async () => {
    const { fetchSpy } = await openAddCar();
    type('ABCD1234');
    expect(
      await screen.findByText('Dit is geen geldig kenteken. Typ het met streepjes, bijvoorbeeld AB-12-CD.'),
    ).toBeInTheDocument();
    expect(plateField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchSpy, 'GET', LOOKUP_PATH)).toHaveLength(0);
    expect(addButton()).toBeDisabled();
  });

  it("adds the car and goes back to 'Mijn auto's', where it is listed", async () => {
    const fetchSpy = mockApi(carRoutes([golf]));
    const { router } = renderApp('/Cars', signedIn());
    fireEvent.click(await screen.findByRole('link', { name: 'Auto toevoegen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto toevoegen' })).toBeInTheDocument();

    type('ZEB-41-D');
    await screen.findByRole('region', { name: 'FIAT 500' });
    fireEvent.click(addButton());

    expect(await screen.findByText('De auto met kenteken ZEB-41-D is toegevoegd.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: "Mijn auto's" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Cars');
    // Back in the history, not a new entry on top of the add page.
    expect(router.state.historyAction).toBe('POP');
    expect(callsTo(fetchSpy, 'POST', CARS_PATH)[0]?.body).toEqual({
      licensePlate: 'ZEB-41-D',
      countryCode: 'NL',
    });
    const list = await screen.findByRole('list', { name: "Mijn auto's" });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('heading', { level: 2, name: 'FIAT 500' })).toBeInTheDocument();
  });

  it("opened directly, it goes on to 'Mijn auto's' after adding", async () => {
    const { router } = await openAddCar();
    type('ZEB-41-D');
    await screen.findByRole('region', { name: 'FIAT 500' });
    fireEvent.click(addButton());
    expect(await screen.findByRole('heading', { level: 1, name: "Mijn auto's" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Cars');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's refusal of a car that is already in the list (409)", async () => {
    const { router } = await openAddCar();
    type('ah-123-k');
    await screen.findByRole('region', { name: 'VOLKSWAGEN GOLF' });
    fireEvent.click(addButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De auto met kenteken AH-123-K zit al in je lijst.',
    );
    expect(router.state.location.pathname).toBe('/AddCar');
  });
});
