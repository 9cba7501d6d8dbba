import { rewardRef, type Message, type MessagingPerson } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  defaultReplyTarget,
  firstUnreadIndex,
  formatMessageTime,
  counterpartOf,
  systemMessagePath,
  bookingIdOfContext,
  bookingMessagePath,
} from './conversation';

const gerda: MessagingPerson = { managedIdentity: 'gerda', givenName: 'Gerda', familyName: 'Wassink' };
const henk: MessagingPerson = { managedIdentity: 'henk', givenName: 'Henk', familyName: 'Lubbers' };
const piet: MessagingPerson = { managedIdentity: 'piet', givenName: 'Piet', familyName: 'Jansen' };

let nextId = 1;
function message(
  sender: MessagingPerson | null,
  recipients: Array<[MessagingPerson, string | null]>,
): Message {
  return {
    id: nextId++,
    body: 'hallo',
    context: 'urn:nb:rs:ride:1',
    createdTime: '2025-03-01T10:00:00+01:00',
    deliveryMode: 'ALL',
    sender,
    senderContext: null,
    senderConversationId: sender ? 10 : null,
    envelopes: recipients.map(([recipient, ackTime]) => ({
      recipient,
      context: 'urn:nb:rs:ride:1',
      conversationId: 20,
      ackTime,
    })),
  };
}

const READ = '2025-03-01T11:00:00+01:00';

describe('unread marker', () => {
  it('goes before the first received message without ackTime', () => {
    const messages = [
      message(henk, [[gerda, READ]]),
      message(gerda, [[henk, null]]),
      message(henk, [[gerda, null]]),
      message(henk, [[gerda, null]]),
    ];
    expect(firstUnreadIndex(messages, 'gerda')).toBe(2);
  });

  it('counts an unread system message', () => {
    expect(firstUnreadIndex([message(henk, [[gerda, READ]]), message(null, [[gerda, null]])], 'gerda')).toBe(
      1,
    );
  });

  it('is absent when everything is read, and ignores other people’s envelopes', () => {
    expect(
      firstUnreadIndex(
        [
          message(henk, [
            [gerda, READ],
            [piet, null],
          ]),
        ],
        'gerda',
      ),
    ).toBe(-1);
  });
});

describe('reply target', () => {
  it('is the sender of the latest message from a person, skipping system messages', () => {
    const messages = [
      message(piet, [[gerda, READ]]),
      message(henk, [[gerda, READ]]),
      message(null, [[gerda, null]]),
    ];
    expect(defaultReplyTarget(messages, 'gerda')).toEqual(henk);
  });

  it('is the recipient when the latest person message is the user’s own', () => {
    const messages = [message(henk, [[gerda, READ]]), message(gerda, [[piet, null]])];
    expect(defaultReplyTarget(messages, 'gerda')).toEqual(piet);
  });

  it('is null with only system messages', () => {
    expect(defaultReplyTarget([message(null, [[gerda, null]])], 'gerda')).toBeNull();
  });

  it('tapping a message chooses its counterpart', () => {
    expect(counterpartOf(message(piet, [[gerda, null]]), 'gerda')).toEqual(piet);
    expect(counterpartOf(message(null, [[gerda, null]]), 'gerda')).toBeNull();
  });
});

describe('system message navigation', () => {
  it('maps each context kind to its page', () => {
    expect(systemMessagePath('urn:nb:rs:ride:42', 'PASSENGER')).toBe('/rideDetailPage/42');
    expect(systemMessagePath('urn:nb:pn:tripplan:7', 'DRIVER')).toBe('/shout-out-driver/7');
    expect(systemMessagePath('urn:nb:pn:tripplan:7', 'PASSENGER')).toBe('/shout-out-passenger/7');
    expect(systemMessagePath('urn:nb:pn:tripplan:7', 'GENERIC')).toBe('/shout-out-passenger/7');
    expect(systemMessagePath('urn:nb:pn:plan:7', 'DRIVER')).toBe('/shout-out-driver/7');
    expect(systemMessagePath('urn:nb:pn:plan:7', 'PASSENGER')).toBe('/shout-out-passenger/7');
    expect(systemMessagePath('urn:nb:pn:alertmatch:12.34', 'PASSENGER')).toBe(
      '/itineraryDetailPage/-1?planId=12&itineraryId=34',
    );
    expect(systemMessagePath('urn:nb:pn:trip:9', 'PASSENGER')).toBe('/tripDetailPage/9');
    expect(systemMessagePath('urn:nb:bn:reward:3', 'GENERIC')).toBe('/rewardOverviewPage');
  });

  it("opens 'Beloningen' for a reward message (the banker's context rewardRef, issue 29)", () => {
    expect(systemMessagePath(rewardRef(12), 'GENERIC')).toBe(paths.rewardOverview);
    expect(systemMessagePath(rewardRef(12), 'PASSENGER')).toBe(paths.rewardOverview);
  });

  it('has no page for other contexts', () => {
    expect(systemMessagePath('urn:nb:pf:profile:1', 'GENERIC')).toBeNull();
    expect(systemMessagePath('something else', 'GENERIC')).toBeNull();
    expect(systemMessagePath('urn:nb:pn:alertmatch:12', 'PASSENGER')).toBeNull();
    expect(systemMessagePath('urn:nb:pn:alertmatch:12.x', 'PASSENGER')).toBeNull();
  });
});

describe('messages about a booking', () => {
  it('know the booking from the context', () => {
    expect(bookingIdOfContext('urn:nb:rs:booking:3')).toBe(3);
    expect(bookingIdOfContext('urn:nb:rs:ride:3')).toBeNull();
    expect(bookingIdOfContext('urn:nb:rs:booking:x')).toBeNull();
  });

  it("open the ride for its driver and the passenger's trip for the passenger", () => {
    const booking = { rideRef: 'urn:nb:rs:ride:12', passengerTripRef: 'urn:nb:pn:trip:7' };
    expect(bookingMessagePath(booking, 'DRIVER')).toBe('/rideDetailPage/12');
    expect(bookingMessagePath(booking, 'PASSENGER')).toBe('/tripDetailPage/7');
    expect(bookingMessagePath({ rideRef: 'urn:nb:rs:ride:12' }, 'PASSENGER')).toBeNull();
  });
});

describe('message time', () => {
  const now = new Date('2025-03-01T15:00:00+01:00');
  it('shows HH:mm today and DD-MM-YYYY otherwise', () => {
    expect(formatMessageTime('2025-03-01T09:05:00+01:00', now)).toBe('09:05');
    expect(formatMessageTime('2025-02-28T23:30:00+01:00', now)).toBe('28-02-2025');
  });
});
