import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { CARS_PATH, asCar, carRoutes, fiatDetails, golf } from '../testData';

const fiat = asCar(fiatDetails, 2);

async function carList() {
  return screen.findByRole('list', { name: "Mijn auto's" });
}

describe("'Mijn auto's'", () => {
  it('lists the cars with brand, model, licence plate, colour and seats', async () => {
    mockApi(carRoutes([golf, fiat]));
    renderApp('/Cars', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: "Mijn auto's" })).toBeInTheDocument();
    const items = within(await carList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'VOLKSWAGEN GOLF' })).toBeInTheDocument();
    expect(first.getByText('AH-123-K')).toBeInTheDocument();
    expect(first.getByText('grijs')).toBeInTheDocument();
    expect(first.getByText('5')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Verwijder auto AH-123-K' })).toBeInTheDocument();

    const second = within(items[1]!);
    expect(second.getByRole('heading', { level: 2, name: 'FIAT 500' })).toBeInTheDocument();
    expect(second.getByText('rood en wit')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Auto toevoegen' })).toHaveAttribute('href', '/AddCar');
    // The shell's top bar has the back button on this page.
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
  });

  it('says so when there are no cars yet', async () => {
    mockApi(carRoutes([]));
    renderApp('/Cars', signedIn());
    expect(await screen.findByText('Je hebt nog geen auto toegevoegd.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "Mijn auto's" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auto toevoegen' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      ...carRoutes([golf]),
      [`GET ${CARS_PATH}`]: () => (fail ? apiError(500, 'Boom') : [golf]),
    });
    renderApp('/Cars', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent("Fout bij het ophalen van je auto's.");

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(within(await carList()).getByText('AH-123-K')).toBeInTheDocument();
  });

  it("asks first: 'Behouden' keeps the car", async () => {
    const fetchSpy = mockApi(carRoutes([golf, fiat]));
    renderApp('/Cars', signedIn());
    const remove = within(await carList()).getByRole('button', { name: 'Verwijder auto AH-123-K' });
    fireEvent.click(remove);

    const dialog = await screen.findByRole('dialog', { name: 'Auto Verwijderen' });
    expect(dialog).toHaveTextContent(
      'Wil je de VOLKSWAGEN GOLF met kenteken AH-123-K uit je lijst verwijderen?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Behouden' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchSpy, 'DELETE', `${CARS_PATH}/1`)).toHaveLength(0);
    expect(within(await carList()).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it("'Verwijderen' removes the car and the list is refreshed", async () => {
    const fetchSpy = mockApi(carRoutes([golf, fiat]));
    renderApp('/Cars', signedIn());
    fireEvent.click(within(await carList()).getByRole('button', { name: 'Verwijder auto ZEB-41-D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto Verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('De auto met kenteken ZEB-41-D is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchSpy, 'DELETE', `${CARS_PATH}/2`)).toHaveLength(1);
    const items = within(await carList()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(screen.queryByText('ZEB-41-D')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchSpy, 'GET', CARS_PATH).length).toBeGreaterThan(1));
    // The button that opened the dialog is gone; the focus goes on to 'Auto toevoegen'.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Auto toevoegen' })).toHaveFocus());
  });

  it('shows the refusal when a booked ride still uses the car (403)', async () => {
    mockApi(carRoutes([golf], { removeRefused: [golf.id] }));
    renderApp('/Cars', signedIn());
    const remove = within(await carList()).getByRole('button', { name: 'Verwijder auto AH-123-K' });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Auto Verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Niet toegestaan om auto (AH-123-K) te verwijderen.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await carList()).getByText('AH-123-K')).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
  });
});
