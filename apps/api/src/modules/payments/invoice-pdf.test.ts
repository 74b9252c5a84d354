import { DEFAULT_TIMEZONE, type Invoice } from '@vizyt/contracts';
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.js';

/** A deposit of 375 ₴ on a 1 250 ₴ manicure at 10:00 Kyiv time (08:00 UTC in December). */
const buildInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  number: 'VZ-2026-000123',
  paymentId: 'pay_1',
  issuedAt: '2026-11-25T09:30:00.000Z',
  language: 'uk',
  platform: { name: 'Vizyt', address: 'вул. Хрещатик, 22, Київ, 01001', email: 'support@vizyt.ua', website: 'https://vizyt.ua' },
  specialist: { name: 'Ірина Шевченко', businessName: 'Студія краси «Ірина»', city: 'Київ', address: 'вул. Саксаганського, 41' },
  customer: { name: 'Олена Коваленко', email: 'olena@example.com', phone: '+380 67 123 45 67' },
  service: { name: 'Манікюр з покриттям гель-лаком', scheduledAt: '2026-12-07T08:00:00.000Z', timezone: DEFAULT_TIMEZONE, durationMinutes: 90 },
  type: 'DEPOSIT',
  status: 'SUCCEEDED',
  servicePrice: 1250,
  amount: 375,
  amountRefunded: 0,
  pointsDiscount: 0,
  currency: 'UAH',
  paymentMethod: { brand: 'visa', last4: '4242' },
  paidAt: '2026-11-25T09:29:00.000Z',
  ...overrides,
});

/** The page's text with every run of white space (line breaks, the no-break spaces Intl emits) as one space. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(totalPages).toBe(1);
  return text.replace(/\s+/g, ' ');
}

describe('renderInvoicePdf', () => {
  it('renders a Ukrainian invoice whose Cyrillic text, number and hryvnia amounts are real, extractable text', async () => {
    const pdf = await renderInvoicePdf(buildInvoice());

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Рахунок');
    expect(text).toContain('№ VZ-2026-000123');
    expect(text).toContain('ПЛАТНИК Олена Коваленко olena@example.com +380 67 123 45 67');
    expect(text).toContain('ВИКОНАВЕЦЬ Ірина Шевченко Студія краси «Ірина» вул. Саксаганського, 41, Київ');
    expect(text).toContain('Манікюр з покриттям гель-лаком');
    // The visit in the service's zone (08:00 UTC is 10:00 in Kyiv in winter), in Ukrainian.
    expect(text).toContain('7 грудня 2026 р. понеділок, 10:00 (Київ)');
    expect(text).toContain('1 год 30 хв');
    expect(text).toContain('Вартість послуги 1 250,00 ₴');
    expect(text).toContain('Вид платежу Передоплата (депозит)');
    expect(text).toContain('Сплачено 375,00 ₴');
    expect(text).toContain('Visa •••• 4242');
    expect(text).toContain('Статус Оплачено');
    // The platform's details in the footer.
    expect(text).toContain('вул. Хрещатик, 22, Київ, 01001 · support@vizyt.ua · https://vizyt.ua');
  });

  it('sets the title, author and language of the document', async () => {
    const { info } = await getMeta(new Uint8Array(await renderInvoicePdf(buildInvoice({ language: 'en' }))));

    expect(info).toMatchObject({ Title: 'Invoice No. VZ-2026-000123', Author: 'Vizyt', Language: 'en-US' });
  });

  it('speaks English and Russian with their own labels, dates and money formats', async () => {
    const en = await textOf(await renderInvoicePdf(buildInvoice({ language: 'en' })));
    expect(en).toContain('Invoice No. VZ-2026-000123');
    expect(en).toContain('BILL TO Олена Коваленко');
    expect(en).toContain('PROVIDED BY Ірина Шевченко');
    expect(en).toContain('7 December 2026 Monday, 10:00 (Kyiv)');
    expect(en).toContain('Service price ₴1,250.00');
    expect(en).toContain('Payment type Deposit');
    expect(en).toContain('Amount paid ₴375.00');
    expect(en).toContain('Status Paid');
    expect(en).not.toMatch(/Рахунок|Сплачено|ПЛАТНИК/);

    const ru = await textOf(await renderInvoicePdf(buildInvoice({ language: 'ru' })));
    expect(ru).toContain('Счёт № VZ-2026-000123');
    expect(ru).toContain('ПЛАТЕЛЬЩИК Олена Коваленко');
    expect(ru).toContain('ИСПОЛНИТЕЛЬ Ірина Шевченко');
    expect(ru).toContain('7 декабря 2026 г. понедельник, 10:00 (Киев)');
    expect(ru).toContain('1 ч 30 мин');
    expect(ru).toContain('Стоимость услуги 1 250,00 ₴');
    expect(ru).toContain('Вид платежа Предоплата (депозит)');
    expect(ru).toContain('Оплачено 375,00 ₴');
    expect(ru).not.toMatch(/Рахунок|Сплачено|ПЛАТНИК|Amount paid/);
  });

  it('shows what is left to pay at the visit for a deposit, and nothing of the kind for a full payment', async () => {
    const deposit = await textOf(await renderInvoicePdf(buildInvoice()));
    expect(deposit).toContain('Залишок до сплати на візиті 875,00 ₴');

    const full = await textOf(await renderInvoicePdf(buildInvoice({ type: 'FULL', amount: 1250 })));
    expect(full).toContain('Вид платежу Повна оплата');
    expect(full).toContain('Сплачено 1 250,00 ₴');
    expect(full).not.toContain('Залишок');

    const enDeposit = await textOf(await renderInvoicePdf(buildInvoice({ language: 'en' })));
    expect(enDeposit).toContain('Balance due at the visit ₴875.00');
  });

  it('never prints the platform commission, even when the data carries it', async () => {
    // 8% of 1 250 ₴ is 100 ₴: neither the word nor the sum may reach the customer's document.
    const withCommission = { ...buildInvoice(), commission: 100, commissionPercent: 8 } as Invoice;
    for (const language of ['uk', 'en', 'ru'] as const) {
      const text = await textOf(await renderInvoicePdf({ ...withCommission, language }));
      expect(text).not.toMatch(/commission|комісі|комисси/i);
      expect(text).not.toMatch(/100[,.]00/);
    }
  });

  it('shows the refunded amount only when something was refunded', async () => {
    const none = await textOf(await renderInvoicePdf(buildInvoice()));
    expect(none).not.toContain('Повернено');

    const partial = await textOf(await renderInvoicePdf(buildInvoice({ status: 'PARTIALLY_REFUNDED', amountRefunded: 125.5 })));
    expect(partial).toContain('Повернено − 125,50 ₴');
    expect(partial).toContain('Статус Частково повернено');

    const en = await textOf(await renderInvoicePdf(buildInvoice({ language: 'en', status: 'REFUNDED', amountRefunded: 375 })));
    expect(en).toContain('Refunded − ₴375.00');
    // A refunded deposit means no visit: no balance to pay there.
    expect(en).not.toContain('Balance due');
  });

  it('leaves out the details the invoice does not have', async () => {
    const text = await textOf(
      await renderInvoicePdf(
        buildInvoice({
          customer: { name: 'Олена Коваленко', email: null, phone: null },
          specialist: { name: 'Ірина Шевченко', businessName: null, city: 'Львів', address: null },
          paymentMethod: null,
          paidAt: null,
          status: 'PENDING',
        }),
      ),
    );
    expect(text).toContain('ПЛАТНИК Олена Коваленко ВИКОНАВЕЦЬ');
    expect(text).toContain('Ірина Шевченко Львів');
    expect(text).toContain('Картка — Статус Очікує оплати');
    expect(text).toContain('До сплати 375,00 ₴');
    expect(text).not.toContain('Дата оплати');
  });
});
