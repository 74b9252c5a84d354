import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderLanding } from '../testing/render-landing';
import { HeroSearchForm } from './hero-search-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const search = (text: string) => {
  const input = screen.getByRole('searchbox', { name: 'Яку послугу ви шукаєте?' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Знайти' }));
};

describe('HeroSearchForm', () => {
  it('goes to /search with the trimmed text', async () => {
    await renderLanding(<HeroSearchForm />);

    search('   манікюр гель-лак  ');

    expect(currentLocation()).toBe(`/search?q=${encodeURIComponent('манікюр гель-лак').replace(/%20/g, '+')}`);
    const query = new URLSearchParams(currentLocation().split('?')[1]);
    expect(query.get('q')).toBe('манікюр гель-лак');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['tabs and new lines', '\t\n '],
  ])('stays put when the text is %s', async (_label, text) => {
    await renderLanding(<HeroSearchForm />);

    search(text);

    expect(currentLocation()).toBe('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('submits with the Enter key as well', async () => {
    await renderLanding(<HeroSearchForm />);
    const input = screen.getByRole('searchbox');

    fireEvent.change(input, { target: { value: ' yoga ' } });
    fireEvent.submit(input.closest('form')!);

    expect(currentLocation()).toBe('/search?q=yoga');
  });

  it('labels the field in the interface language', async () => {
    await renderLanding(<HeroSearchForm />, { language: 'en' });

    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'What service are you looking for?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
