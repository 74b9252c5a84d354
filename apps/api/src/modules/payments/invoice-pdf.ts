import { createRequire } from 'node:module';
import path from 'node:path';
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { cardBrandName, type Invoice, type Language, type PaymentStatus, type PaymentType, timeZoneCity } from '@vizyt/contracts';

/**
 * The PDF of an invoice (GET /payments/{id}/invoice/download): one A4 page in the invoice's
 * language. It prints only the fields of `Invoice`, which has no commission: what the platform
 * keeps is between the platform and the specialist and never reaches the customer's document.
 *
 * Text is set in DejaVu Sans (the `dejavu-fonts-ttf` package), embedded and subset, so Cyrillic,
 * "₴" (U+20B4) and the no-break spaces Intl puts into amounts render and stay extractable.
 */

interface InvoiceTexts {
  title: string;
  number: string;
  issued: string;
  paidOn: string;
  billTo: string;
  providedBy: string;
  service: string;
  dateTime: string;
  duration: string;
  price: string;
  payment: string;
  servicePrice: string;
  paymentType: string;
  types: Record<PaymentType, string>;
  amountPaid: string;
  amountDue: string;
  refunded: string;
  pointsDiscount: string;
  balanceAtVisit: string;
  paymentDetails: string;
  card: string;
  status: string;
  statuses: Record<PaymentStatus, string>;
  hours: string;
  minutes: string;
  depositNote: string;
  currencyNote: (currency: string) => string;
}

const texts: Record<Language, InvoiceTexts> = {
  uk: {
    title: 'Рахунок',
    number: '№',
    issued: 'Дата видачі',
    paidOn: 'Дата оплати',
    billTo: 'Платник',
    providedBy: 'Виконавець',
    service: 'Послуга',
    dateTime: 'Дата і час візиту',
    duration: 'Тривалість',
    price: 'Вартість',
    payment: 'Оплата',
    servicePrice: 'Вартість послуги',
    paymentType: 'Вид платежу',
    types: { DEPOSIT: 'Передоплата (депозит)', FULL: 'Повна оплата' },
    amountPaid: 'Сплачено',
    amountDue: 'До сплати',
    refunded: 'Повернено',
    pointsDiscount: 'Оплачено балами',
    balanceAtVisit: 'Залишок до сплати на візиті',
    paymentDetails: 'Деталі платежу',
    card: 'Картка',
    status: 'Статус',
    statuses: {
      PENDING: 'Очікує оплати',
      REQUIRES_ACTION: 'Потребує підтвердження',
      SUCCEEDED: 'Оплачено',
      FAILED: 'Відхилено',
      CANCELLED: 'Скасовано',
      REFUNDED: 'Повернено',
      PARTIALLY_REFUNDED: 'Частково повернено',
    },
    hours: 'год',
    minutes: 'хв',
    depositNote: 'Решту вартості ви сплачуєте фахівцеві під час візиту.',
    currencyNote: (c) => (c === 'UAH' ? 'Усі суми вказано в українських гривнях (UAH).' : `Усі суми вказано у валюті ${c}.`),
  },
  en: {
    title: 'Invoice',
    number: 'No.',
    issued: 'Issue date',
    paidOn: 'Paid on',
    billTo: 'Bill to',
    providedBy: 'Provided by',
    service: 'Service',
    dateTime: 'Date and time',
    duration: 'Duration',
    price: 'Price',
    payment: 'Payment',
    servicePrice: 'Service price',
    paymentType: 'Payment type',
    types: { DEPOSIT: 'Deposit', FULL: 'Full payment' },
    amountPaid: 'Amount paid',
    amountDue: 'Amount due',
    refunded: 'Refunded',
    pointsDiscount: 'Paid with points',
    balanceAtVisit: 'Balance due at the visit',
    paymentDetails: 'Payment details',
    card: 'Card',
    status: 'Status',
    statuses: {
      PENDING: 'Awaiting payment',
      REQUIRES_ACTION: 'Awaiting confirmation',
      SUCCEEDED: 'Paid',
      FAILED: 'Declined',
      CANCELLED: 'Cancelled',
      REFUNDED: 'Refunded',
      PARTIALLY_REFUNDED: 'Partially refunded',
    },
    hours: 'h',
    minutes: 'min',
    depositNote: 'The rest of the price is paid to the specialist at the visit.',
    currencyNote: (c) => (c === 'UAH' ? 'All amounts are in Ukrainian hryvnia (UAH).' : `All amounts are in ${c}.`),
  },
  ru: {
    title: 'Счёт',
    number: '№',
    issued: 'Дата выдачи',
    paidOn: 'Дата оплаты',
    billTo: 'Плательщик',
    providedBy: 'Исполнитель',
    service: 'Услуга',
    dateTime: 'Дата и время визита',
    duration: 'Длительность',
    price: 'Стоимость',
    payment: 'Оплата',
    servicePrice: 'Стоимость услуги',
    paymentType: 'Вид платежа',
    types: { DEPOSIT: 'Предоплата (депозит)', FULL: 'Полная оплата' },
    amountPaid: 'Оплачено',
    amountDue: 'К оплате',
    refunded: 'Возвращено',
    pointsDiscount: 'Оплачено баллами',
    balanceAtVisit: 'Остаток к оплате на визите',
    paymentDetails: 'Детали платежа',
    card: 'Карта',
    status: 'Статус',
    statuses: {
      PENDING: 'Ожидает оплаты',
      REQUIRES_ACTION: 'Требует подтверждения',
      SUCCEEDED: 'Оплачено',
      FAILED: 'Отклонено',
      CANCELLED: 'Отменено',
      REFUNDED: 'Возвращено',
      PARTIALLY_REFUNDED: 'Частично возвращено',
    },
    hours: 'ч',
    minutes: 'мин',
    depositNote: 'Остаток стоимости вы оплачиваете специалисту во время визита.',
    currencyNote: (c) => (c === 'UAH' ? 'Все суммы указаны в украинских гривнах (UAH).' : `Все суммы указаны в валюте ${c}.`),
  },
};

/** Money as the web app shows it (lib/money.ts): "1 250,00 ₴" in uk/ru, "₴1,250.00" in en. */
const MONEY_LOCALE: Record<Language, string> = { uk: 'uk-UA', en: 'en-US', ru: 'ru-UA' };
/** Dates as the e-mails show them (bookings.emails.ts): day-month order and a 24-hour clock. */
const DATE_LOCALE: Record<Language, string> = { uk: 'uk', en: 'en-GB', ru: 'ru' };

/** Statuses under which money has actually moved: the amount is "paid", not "due". */
const MONEY_MOVED: ReadonlySet<PaymentStatus> = new Set(['SUCCEEDED', 'REFUNDED', 'PARTIALLY_REFUNDED']);
/** Statuses under which a deposit still leaves a balance to pay at the visit. */
const VISIT_AHEAD: ReadonlySet<PaymentStatus> = new Set(['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED']);

const COLOR = { text: '#0f172a', muted: '#475569', faint: '#94a3b8', line: '#e2e8f0', band: '#f1f5f9', brand: '#1d5fd8' };
const STATUS_COLOR: Record<PaymentStatus, string> = {
  PENDING: COLOR.muted,
  REQUIRES_ACTION: '#b45309',
  SUCCEEDED: '#15803d',
  FAILED: '#b91c1c',
  CANCELLED: '#b91c1c',
  REFUNDED: '#b45309',
  PARTIALLY_REFUNDED: '#b45309',
};

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

let fontDir: string | undefined;
/**
 * The DejaVu TTF folder, found through the package rather than a relative path, so it works from
 * src (tsx, vitest) and from the tsup bundle in dist alike. Resolved on first use: a missing font
 * package fails one invoice download, not the server's start.
 */
function fonts(): { regular: string; bold: string } {
  fontDir ??= path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return { regular: path.join(fontDir, `${REGULAR}.ttf`), bold: path.join(fontDir, `${BOLD}.ttf`) };
}

function formatInvoiceMoney(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(MONEY_LOCALE[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    // "always": Russian would otherwise leave four-digit numbers ungrouped ("1250,00 ₴").
    useGrouping: 'always',
  }).format(amount);
}

/** A UTC ISO instant in the service's zone (UTC when the zone is unknown) and the invoice language. */
function inZone(iso: string, zone: string, lang: Language): DateTime {
  const utc = DateTime.fromISO(iso, { zone: 'utc' }).setLocale(DATE_LOCALE[lang]);
  const local = utc.setZone(zone);
  return local.isValid ? local : utc;
}

const formatDay = (iso: string, zone: string, lang: Language) => inZone(iso, zone, lang).toLocaleString(DateTime.DATE_FULL);

function formatDuration(total: number, t: InvoiceTexts): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const parts = [...(hours ? [`${hours}\u00a0${t.hours}`] : []), ...(minutes || !hours ? [`${minutes}\u00a0${t.minutes}`] : [])];
  return parts.join(' ');
}

function formatCard(card: Invoice['paymentMethod']): string {
  if (!card) return '—';
  const brand = cardBrandName(card.brand);
  return `${brand} •••• ${card.last4}`;
}

/** The page, in points (A4 is 595.28 × 841.89). */
const PAGE = { left: 50, top: 50, width: 595.28 - 100, footerTop: 760 };

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const lang = invoice.language;
  const t = texts[lang];
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency, lang);
  const zone = invoice.service.timezone;
  const { regular, bold } = fonts();

  const doc = new PDFDocument({
    size: 'A4',
    // Everything is placed by hand; a zero bottom margin keeps pdfkit from starting a second page.
    margins: { top: PAGE.top, left: PAGE.left, right: PAGE.left, bottom: 0 },
    font: regular,
    lang: MONEY_LOCALE[lang],
    displayTitle: true,
    info: {
      Title: `${t.title} ${t.number} ${invoice.number}`,
      Author: 'Vizyt',
      Subject: invoice.service.name,
      Creator: 'Vizyt',
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, x: number, y: number, options: { width: number; size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' }) => {
    doc
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? COLOR.text)
      .text(text, x, y, { width: options.width, align: options.align ?? 'left', lineGap: 1.5 });
    return doc.y;
  };
  const rule = (y: number, x = PAGE.left, width = PAGE.width, color = COLOR.line) => {
    doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.75).strokeColor(color).stroke();
  };

  // ----- Header: the brand on the left, the invoice's number and dates on the right -----
  const right = PAGE.left + PAGE.width;
  write('Vizyt', PAGE.left, PAGE.top - 4, { width: 200, size: 26, bold: true, color: COLOR.brand });
  write(invoice.platform.website, PAGE.left, PAGE.top + 30, { width: 200, size: 9, color: COLOR.muted });
  const metaX = right - 260;
  let y = write(t.title, metaX, PAGE.top - 2, { width: 260, size: 20, bold: true, align: 'right' });
  y = write(`${t.number} ${invoice.number}`, metaX, y + 2, { width: 260, size: 10.5, bold: true, align: 'right' });
  y = write(`${t.issued}: ${formatDay(invoice.issuedAt, zone, lang)}`, metaX, y + 2, { width: 260, size: 9, color: COLOR.muted, align: 'right' });
  if (invoice.paidAt) y = write(`${t.paidOn}: ${formatDay(invoice.paidAt, zone, lang)}`, metaX, y, { width: 260, size: 9, color: COLOR.muted, align: 'right' });
  y = Math.max(y, PAGE.top + 48) + 14;
  rule(y);

  // ----- Parties: who pays and who provides the service -----
  const columnWidth = (PAGE.width - 40) / 2;
  const party = (x: number, label: string, name: string, lines: string[]) => {
    let py = write(label.toLocaleUpperCase(DATE_LOCALE[lang]), x, y + 20, { width: columnWidth, size: 8, bold: true, color: COLOR.faint });
    py = write(name, x, py + 4, { width: columnWidth, size: 12, bold: true });
    for (const line of lines) py = write(line, x, py + 1, { width: columnWidth, size: 9.5, color: COLOR.muted });
    return py;
  };
  const { customer, specialist } = invoice;
  const billToEnd = party(PAGE.left, t.billTo, customer.name, [customer.email, customer.phone].filter((v): v is string => Boolean(v)));
  const providedByEnd = party(PAGE.left + columnWidth + 40, t.providedBy, specialist.name, [
    ...(specialist.businessName ? [specialist.businessName] : []),
    [specialist.address, specialist.city].filter(Boolean).join(', '),
  ]);
  y = Math.max(billToEnd, providedByEnd) + 28;

  // ----- The service: one row of a four-column table -----
  const columns = [
    { label: t.service, width: 150, align: 'left' as const },
    { label: t.dateTime, width: 170, align: 'left' as const },
    { label: t.duration, width: 90, align: 'left' as const },
    { label: t.price, width: PAGE.width - 150 - 170 - 90, align: 'right' as const },
  ];
  const pad = 8;
  const headerHeight = 24;
  doc.rect(PAGE.left, y, PAGE.width, headerHeight).fill(COLOR.band);
  let x = PAGE.left;
  for (const column of columns) {
    write(column.label, x + pad, y + 8, { width: column.width - 2 * pad, size: 8.5, bold: true, color: COLOR.muted, align: column.align });
    x += column.width;
  }
  y += headerHeight;
  const visit = inZone(invoice.service.scheduledAt, zone, lang);
  const cells = [
    [{ text: invoice.service.name, bold: true }],
    [
      { text: visit.toLocaleString(DateTime.DATE_FULL) },
      { text: `${visit.toFormat('cccc')}, ${visit.toFormat('HH:mm')} (${timeZoneCity(visit.zoneName ?? 'UTC', lang)})`, muted: true },
    ],
    [{ text: formatDuration(invoice.service.durationMinutes, t) }],
    [{ text: money(invoice.servicePrice) }],
  ];
  let rowEnd = y;
  x = PAGE.left;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    let cy = y + 10;
    for (const part of cell) {
      cy = write(part.text, x + pad, cy, {
        width: column.width - 2 * pad,
        size: 10,
        bold: 'bold' in part,
        color: 'muted' in part ? COLOR.muted : COLOR.text,
        align: column.align,
      });
    }
    rowEnd = Math.max(rowEnd, cy);
    x += column.width;
  });
  y = rowEnd + 10;
  rule(y);

  // ----- Payment: details on the left, the sums on the right -----
  const blockTop = y + 26;
  const detailsWidth = 190;
  let dy = write(t.paymentDetails.toLocaleUpperCase(DATE_LOCALE[lang]), PAGE.left, blockTop, { width: detailsWidth, size: 8, bold: true, color: COLOR.faint });
  const detail = (label: string, value: string, color: string = COLOR.text) => {
    write(label, PAGE.left, dy + 6, { width: detailsWidth, size: 8.5, color: COLOR.muted });
    dy = write(value, PAGE.left, doc.y + 1, { width: detailsWidth, size: 10, bold: true, color });
  };
  detail(t.card, formatCard(invoice.paymentMethod));
  detail(t.status, t.statuses[invoice.status], STATUS_COLOR[invoice.status]);
  if (invoice.paidAt) detail(t.paidOn, `${formatDay(invoice.paidAt, zone, lang)}, ${inZone(invoice.paidAt, zone, lang).toFormat('HH:mm')}`);

  const sumsWidth = 290;
  const sumsX = right - sumsWidth;
  let sy = write(t.payment.toLocaleUpperCase(DATE_LOCALE[lang]), sumsX, blockTop, { width: sumsWidth, size: 8, bold: true, color: COLOR.faint });
  sy += 4;
  const sum = (label: string, value: string, options: { strong?: boolean; color?: string } = {}) => {
    const size = options.strong ? 11.5 : 10;
    // The value keeps one line ("Передоплата (депозит)"); the label wraps if it must.
    const valueWidth = Math.min(sumsWidth * 0.6, Math.max(100, doc.font(BOLD).fontSize(size).widthOfString(value) + 2));
    const top = sy + 6;
    const labelEnd = write(label, sumsX, top, { width: sumsWidth - valueWidth - 8, size, bold: options.strong, color: options.strong ? COLOR.text : COLOR.muted });
    const valueEnd = write(value, right - valueWidth, top, { width: valueWidth, size, bold: true, color: options.color ?? COLOR.text, align: 'right' });
    sy = Math.max(labelEnd, valueEnd) + 4;
    rule(sy, sumsX, sumsWidth);
  };
  sum(t.servicePrice, money(invoice.servicePrice));
  sum(t.paymentType, t.types[invoice.type]);
  sum(MONEY_MOVED.has(invoice.status) ? t.amountPaid : t.amountDue, money(invoice.amount), { strong: true, color: COLOR.brand });
  if (invoice.pointsDiscount > 0) sum(t.pointsDiscount, `−\u00a0${money(invoice.pointsDiscount)}`);
  if (invoice.amountRefunded > 0) sum(t.refunded, `−\u00a0${money(invoice.amountRefunded)}`, { color: STATUS_COLOR.REFUNDED });
  const showBalance = invoice.type === 'DEPOSIT' && VISIT_AHEAD.has(invoice.status);
  if (showBalance) sum(t.balanceAtVisit, money(Math.max(0, invoice.servicePrice - invoice.amount - invoice.pointsDiscount)));

  y = Math.max(dy, sy) + 24;
  if (showBalance) write(t.depositNote, PAGE.left, y, { width: PAGE.width, size: 9, color: COLOR.muted });

  // ----- Footer: the platform -----
  const { platform } = invoice;
  rule(PAGE.footerTop);
  let fy = write(platform.name, PAGE.left, PAGE.footerTop + 12, { width: PAGE.width, size: 9, bold: true, color: COLOR.muted, align: 'center' });
  fy = write([platform.address, platform.email, platform.website].filter(Boolean).join('  ·  '), PAGE.left, fy + 1, {
    width: PAGE.width,
    size: 8.5,
    color: COLOR.muted,
    align: 'center',
  });
  write(t.currencyNote(invoice.currency), PAGE.left, fy + 1, { width: PAGE.width, size: 8, color: COLOR.faint, align: 'center' });

  doc.end();
  return done;
}
