import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { okReply, serveApi } from '@/test/mock-api';
import { renderAt } from '@/test/test-utils';
import { SearchBox } from './search-box';

const suggestions = [
  { text: 'Манікюр класичний', type: 'service', categoryId: 'beauty-wellness' },
  { text: 'Краса та догляд', type: 'category', categoryId: 'beauty-wellness' },
];

describe('SearchBox', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    serveApi((config) => (config.url === '/services/suggestions' ? okReply({ suggestions }) : okReply({})));
  });
  afterEach(async () => {
    await i18n.changeLanguage('uk');
  });

  it('is a combobox driven by the keyboard', async () => {
    const onSubmit = vi.fn();
    const onPickCategory = vi.fn();
    renderAt(<SearchBox value="" onSubmit={onSubmit} onPickCategory={onPickCategory} />);
    const box = screen.getByRole('combobox', { name: 'Search services' });

    fireEvent.change(box, { target: { value: 'манікур' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('option')).toHaveLength(2);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.submit(box.closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('Манікюр класичний');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list, and a category suggestion filters by category', async () => {
    const onSubmit = vi.fn();
    const onPickCategory = vi.fn();
    renderAt(<SearchBox value="" onSubmit={onSubmit} onPickCategory={onPickCategory} />);
    const box = screen.getByRole('combobox', { name: 'Search services' });

    fireEvent.change(box, { target: { value: 'краса' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('краса');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.mouseDown(screen.getByRole('option', { name: /Краса та догляд/ }));
    expect(onPickCategory).toHaveBeenCalledWith('beauty-wellness');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
