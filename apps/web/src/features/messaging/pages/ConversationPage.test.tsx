import { fireEvent, screen } from '@testing-library/react';
import type { Message } from '@achterhoek/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { conversationRoutes, testConversation } from '../../../test/fakeConversations';
import { renderApp } from '../../../test/renderApp';

const henk = { managedIdentity: 'user-1', givenName: 'Henk', familyName: 'Lubbers' };
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

const conversation = testConversation();

/** The app's message to the driver about Gerda's booking 3 on ride 12. */
const confirmRequest: Message = {
  id: 7,
  body: 'Heeft Gerda Wassink op 24-11-2026 met je meegereden? Bevestig de rit, dan ontvang je de credits.',
  context: 'urn:nb:rs:booking:3',
  createdTime: '2026-11-24T09:00:00+01:00',
  deliveryMode: 'ALL',
  sender: null,
  senderContext: null,
  senderConversationId: null,
  envelopes: [{ recipient: henk, context: 'urn:nb:rs:booking:3', conversationId: 41, ackTime: null }],
};

function routes(booking: Response | object) {
  return {
    ...conversationRoutes(conversation, [confirmRequest]),
    'GET /api/rideshare/bookings/3': () => booking,
    'GET /api/rideshare/rides/12': testRide({ bookings: [testBooking()] }),
  };
}

describe('a conversation', () => {
  it("opens the booking's ride when the driver taps the app's message about a booking", async () => {
    mockApi(routes(testBooking()), driver);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/conversation/41', signedIn());
    fireEvent.click(await screen.findByText(/Bevestig de rit, dan ontvang je de credits/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritdetails' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rideDetailPage/12');
  });

  it('says so when the booking of the message cannot be fetched', async () => {
    mockApi(routes(apiError(404, 'Booking not found')), driver);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/conversation/41', signedIn());
    fireEvent.click(await screen.findByText(/Bevestig de rit, dan ontvang je de credits/));
    expect(await screen.findByText('De rit kon niet worden geopend.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conversation/41');
  });
});
