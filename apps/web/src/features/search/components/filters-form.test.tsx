import { fireEvent, screen, within } from '@testing-library/react';
import type { Currency } from '@vizyt/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { setCurrency } from '@/stores/ui-slice';
import { okReply, serveApi } from '@/test/mock-api';
import { renderAt } from '@/test/test-utils';
import { EMPTY_FILTERS, type SearchFilters } from '../model/search-filters';
import { FiltersForm } from './filters-form';

/** What GET /services/pricing-range answers for the demo catalog. */
const pricingRange = {
  min: 250,
  max: 6000,
  currency: 'UAH',
  quantiles: [600, 800, 1000, 1500],
  bandBoundaries: { UAH: [600, 800, 1000, 1500], USD: [15, 20, 25, 40], EUR: [15, 20, 25, 40] },
};

const _ = '\u00a0';

const renderFilters = async (currency: Currency, language: string, filters: SearchFilters = EMPTY_FILTERS) => {
  await i18n.changeLanguage(language);
  serveApi((config) => (config.url === '/services/pricing-range' ? okReply(pricingRange) : okReply({})));
  const onChange = vi.fn();
  const view = renderAt(<FiltersForm filters={filters} categories={[]} onChange={onChange} idPrefix="test" />);
  view.store.dispatch(setCurrency(currency));
  const price = (await screen.findByRole('group', { name: /^(Ціна|Price|Цена)/ })) as HTMLElement;
  return { ...view, onChange, price };
};

const bandLabels = (price: HTMLElement) => within(price).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('FiltersForm price bands', () => {
  afterEach(async () => {
    await i18n.changeLanguage('uk');
  });

  it('in hryvnia: five bands from the catalog, symbol after the amount in Ukrainian', async () => {
    const { price, onChange } = await renderFilters('UAH', 'uk');
    expect(price).toHaveAccessibleName('Ціна, ₴');
    expect(await within(price).findByRole('radio', { name: `600–800${_}₴` })).toBeInTheDocument();
    expect(bandLabels(price)).toEqual(['Будь-яка', `До 600${_}₴`, `600–800${_}₴`, `800–1${_}000${_}₴`, `1${_}000–1${_}500${_}₴`, `Від 1${_}500${_}₴`]);

    fireEvent.click(within(price).getByRole('radio', { name: `800–1${_}000${_}₴` }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 800, maxPrice: 1000 });
    fireEvent.click(within(price).getByRole('radio', { name: `Від 1${_}500${_}₴` }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 1500, maxPrice: null });
  });

  it('in dollars: the labels say $, the query stays in hryvnia at 37 per dollar', async () => {
    const { price, onChange } = await renderFilters('USD', 'en');
    expect(await within(price).findByRole('radio', { name: '$15 – $20' })).toBeInTheDocument();
    expect(price).toHaveAccessibleName('Price, $');
    expect(bandLabels(price)).toEqual(['Any', 'Up to $15', '$15 – $20', '$20 – $25', '$25 – $40', '$40 and up']);
    expect(within(price).queryByText(/₴/)).not.toBeInTheDocument();

    fireEvent.click(within(price).getByRole('radio', { name: 'Up to $15' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: null, maxPrice: 555 });
    fireEvent.click(within(price).getByRole('radio', { name: '$15 – $20' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 555, maxPrice: 740 });

    // The free range is typed in dollars too.
    fireEvent.change(within(price).getByLabelText('From, $'), { target: { value: '20' } });
    fireEvent.change(within(price).getByLabelText('To, $'), { target: { value: '32,5' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 740, maxPrice: 1202.5 });
  });

  it('in dollars, a hryvnia range from the URL is checked as its band and shown in dollars', async () => {
    const { price } = await renderFilters('USD', 'uk', { ...EMPTY_FILTERS, minPrice: 555, maxPrice: 740 });
    expect(await within(price).findByRole('radio', { name: `15–20${_}$` })).toBeChecked();
    expect(within(price).getByLabelText('Від, $')).toHaveValue('15');
    expect(within(price).getByLabelText('До, $')).toHaveValue('20');
  });

  it('without edges (an empty catalog) offers "any" and the free range only', async () => {
    await i18n.changeLanguage('en');
    serveApi((config) => (config.url === '/services/pricing-range' ? okReply({ ...pricingRange, quantiles: [], bandBoundaries: { UAH: [], USD: [], EUR: [] } }) : okReply({})));
    renderAt(<FiltersForm filters={EMPTY_FILTERS} categories={[]} onChange={vi.fn()} idPrefix="test" />);
    const price = await screen.findByRole('group', { name: 'Price, ₴' });
    expect(within(price).getAllByRole('radio')).toHaveLength(1);
    expect(within(price).getByLabelText('From, ₴')).toBeInTheDocument();
  });
});
