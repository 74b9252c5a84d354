import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking } from '../testing/fixtures';
import { PaymentBadge } from './payment-badge';

const badge = () => screen.getByText((_, element) => element?.hasAttribute('data-payment-status') ?? false);

beforeEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('PaymentBadge', () => {
  it.each([
    [{ paymentStatus: 'UNPAID', amountPaid: 0, amountRefunded: 0 }, 'Оплата: Не оплачено'],
    [{ paymentStatus: 'DEPOSIT_PAID', amountPaid: 195, amountRefunded: 0 }, 'Оплата: Передоплата · 195 ₴'],
    [{ paymentStatus: 'PAID', amountPaid: 1250, amountRefunded: 0 }, 'Оплата: Оплачено · 1 250 ₴'],
    [{ paymentStatus: 'REFUNDED', amountPaid: 0, amountRefunded: 650 }, 'Оплата: Повернено · 650 ₴'],
    [{ paymentStatus: 'PARTIALLY_REFUNDED', amountPaid: 195, amountRefunded: 455 }, 'Оплата: Частково повернено · 455 ₴'],
  ] as const)('%o reads “%s”', (facts, text) => {
    renderAt(<PaymentBadge booking={buildBooking(facts)} />, '/', signedInAs(testUsers.specialist));
    expect(badge()).toHaveTextContent(text);
    expect(badge()).toHaveAttribute('data-payment-status', facts.paymentStatus);
  });

  it('shows nothing for a booking answer without payment facts (an older server)', () => {
    const { container } = renderAt(<PaymentBadge booking={{ ...buildBooking(), paymentStatus: undefined as never }} />, '/', signedInAs(testUsers.specialist));
    expect(container).toBeEmptyDOMElement();
  });
});
