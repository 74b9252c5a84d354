import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortfolioImage } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { PortfolioGallery } from './portfolio-gallery';

const photo = (id: string, category: PortfolioImage['category'], caption: string | null): PortfolioImage => ({
  id,
  url: `/uploads/portfolio/${id}.jpg`,
  category,
  caption,
  width: 800,
  height: 600,
  createdAt: '2025-03-14T10:00:00.000Z',
});

const PHOTOS = [photo('a', 'workspace', 'Bright studio'), photo('b', 'therapy', null), photo('c', 'workspace', 'Waiting area')];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PortfolioGallery', () => {
  it('renders nothing without photos', () => {
    const { container } = render(<PortfolioGallery photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows thumbnails with captions and alt texts, and filters by category', () => {
    render(<PortfolioGallery photos={PHOTOS} />);
    const section = within(screen.getByRole('region', { name: 'Portfolio' }));
    expect(section.getAllByRole('listitem')).toHaveLength(3);
    expect(section.getByText('Bright studio')).toBeInTheDocument();
    // No caption: the category names the photo.
    expect(section.getByRole('img', { name: 'Therapy' })).toHaveAttribute('src', '/uploads/portfolio/b.jpg');

    const chips = within(section.getByRole('group', { name: 'Photo categories' }));
    fireEvent.click(chips.getByRole('button', { name: /Workspace/ }));
    expect(chips.getByRole('button', { name: /Workspace/ })).toHaveAttribute('aria-pressed', 'true');
    expect(section.getAllByRole('listitem')).toHaveLength(2);
    expect(section.queryByRole('img', { name: 'Therapy' })).not.toBeInTheDocument();
  });

  it('opens a lightbox that moves with buttons and arrow keys, closes on Escape and gives focus back', () => {
    render(<PortfolioGallery photos={PHOTOS} />);
    const opener = screen.getByRole('button', { name: 'Open photo: Bright studio' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bright studio' });
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Therapy' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Waiting area' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Bright studio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Waiting area' })).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
