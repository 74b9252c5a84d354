import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { CustomerLayout } from './customer-layout';
import { MainLayout } from './main-layout';
import { SpecialistLayout } from './specialist-layout';

/** matchMedia for a viewport whose width the test changes, telling listeners like a browser does. */
const resizableViewport = (initial: number) => {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
  return (next: number) =>
    act(() => {
      width = next;
      for (const listener of [...listeners]) listener();
    });
};

const page = (text: string) => [{ path: '*', element: <h1>{text}</h1> }];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the guest mobile menu', () => {
  it('is a labelled modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns to the button', async () => {
    resizableViewport(375);
    renderRoutes([{ element: <MainLayout />, children: page('Landing') }], '/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    fireEvent.click(button);

    // The menu's code loads after the first render (site-header.tsx): the first opening may wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    // The page behind takes no focus or clicks while the menu is open.
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const focusable = within(dialog).getAllByRole('link').concat(within(dialog).getAllByRole('combobox'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    expect(focusable).toContain(document.activeElement);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed, also to the page already shown', async () => {
    resizableViewport(375);
    const { router } = renderRoutes([{ element: <MainLayout />, children: page('Page') }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Services' }));
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Services' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the window widens to the header links, and stays closed when it narrows again', async () => {
    const resize = resizableViewport(375);
    renderRoutes([{ element: <MainLayout />, children: page('Page') }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    resize(800);
    // Tablets still use the menu (the header links need 1024 px).
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    resize(1280);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    resize(375);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the dashboards use the same menu', () => {
  it.each([
    ['customer', <CustomerLayout key="c" />, testUsers.customer, 'Customer navigation', '/dashboard'],
    ['specialist', <SpecialistLayout key="s" />, testUsers.specialist, 'Specialist navigation', '/specialist/dashboard'],
  ])('the %s menu locks scrolling, closes on Escape and when the width stops being mobile', (_, layout, user, name, path) => {
    const resize = resizableViewport(375);
    renderRoutes([{ element: layout, children: page('x') }], path, signedInAs(user));
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name });
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    fireEvent.click(button);
    resize(800);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // The tablet sidebar took over.
    expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  });
});
