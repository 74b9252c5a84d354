/** The screen after "Confirm Booking" (issue #26 items 13 and 15a): the money adds up, and a held booking says until when. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { serveApi, okReply } from '@/test/mock-api';
import { renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking } from '../testing/fixtures';
import { BookingSuccess } from './booking-success';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(async () => {
  serveApi(() => okReply({}));
  await i18n.changeLanguage('en');
});

describe('BookingSuccess', () => {
  it('shows the price, the points, what the card paid and what is left, and they add up', () => {
    renderAt(
      <BookingSuccess
        booking={buildBooking({ amount: 650 })}
        timezone="Europe/Kyiv"
        payment={{ price: 650, pointsUsed: 30, pointsDiscount: 30, paidNow: 120, paidTotal: 150, remaining: 500, card: 'Visa •••• 3155' }}
      />,
      '/',
      customer,
    );
    expect(fact('Price')).toHaveTextContent(/^₴650$/);
    expect(fact('Paid with points')).toHaveTextContent(/^30 points \(−₴30\)$/);
    expect(fact('Paid by card')).toHaveTextContent(/^₴120Visa •••• 3155$/);
    expect(fact('Left to pay at the visit')).toHaveTextContent(/^₴500$/);
  });

  it('says until when a booking held for its deposit must be paid', () => {
    renderAt(<BookingSuccess booking={buildBooking({ paymentDueAt: '2026-11-25T12:35:00.000Z' })} timezone="Europe/Kyiv" unpaidOnline />, '/', customer);
    expect(screen.getByRole('note')).toHaveTextContent('Pay the deposit by 2:35 PM, or the time is released to others.');
  });
});
