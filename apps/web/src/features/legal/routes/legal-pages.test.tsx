import type { Language } from '@vizyt/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView; the tests that need one stub it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  window.history.replaceState(null, '', '/');
});

const stubScrollIntoView = () => {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return scrollIntoView;
};

async function renderAt(path: string, page: ReactElement, language: Language = 'uk') {
  await i18n.changeLanguage(language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

const contents = () => screen.getByRole('navigation', { name: /Зміст|Contents|Содержание/ });

describe('PrivacyPage', () => {
  it('renders the policy in Ukrainian with a date, a contents list and anchored sections', async () => {
    const { container } = await renderAt('/privacy', <PrivacyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeInTheDocument();
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-22');
    expect(time).toHaveTextContent('22 листопада 2026 р.');

    const links = within(contents()).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('privacy-'));
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(headings.map((h) => `#${h.id}`));
    expect(headings[0]).toHaveAccessibleName('1. Хто ми і хто відповідає за ваші дані');
  });

  it('fills in the company details and renders markup, never raw keys or markers', async () => {
    const { container } = await renderAt('/privacy', <PrivacyPage />);
    const text = container.textContent ?? '';

    expect(text).toContain('ТОВ «Візит»');
    expect(text).not.toMatch(/\{\{|\*\*|\]\(|privacy\.sections|common\./);
    expect(screen.getAllByRole('link', { name: 'privacy@vizyt.ua' })[0]).toHaveAttribute('href', 'mailto:privacy@vizyt.ua');
    expect(screen.getByRole('link', { name: 'Умовах користування' })).toHaveAttribute('href', '/terms');
    expect(container.querySelectorAll('strong').length).toBeGreaterThan(10);
  });

  it('marks the current document in the documents switch', async () => {
    await renderAt('/privacy', <PrivacyPage />);
    const switcher = screen.getByRole('navigation', { name: 'Юридичні документи' });
    expect(within(switcher).getByRole('link', { name: 'Конфіденційність' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByRole('link', { name: 'Умови' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the contents on small screens', async () => {
    await renderAt('/privacy', <PrivacyPage />);
    const toggle = within(contents()).getByRole('button', { name: 'Зміст' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('block');
  });

  it('jumps to a section from the contents and moves focus to its heading', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const scrollIntoView = stubScrollIntoView();
    await renderAt('/privacy', <PrivacyPage />);

    fireEvent.click(within(contents()).getByRole('link', { name: /Ваші права/ }));

    const heading = screen.getByRole('heading', { level: 2, name: /Ваші права/ });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(window.location.hash).toBe('#privacy-rights');
  });

  it('scrolls to the section named in the address once the page has rendered', async () => {
    const scrollIntoView = stubScrollIntoView();
    await renderAt('/privacy#privacy-retention', <PrivacyPage />);

    const heading = screen.getByRole('heading', { level: 2, name: /Як довго ми зберігаємо дані/ });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    // Like the browser's own fragment jump, a deep link scrolls but does not steal focus.
    expect(heading).not.toHaveFocus();
  });

  it.each([
    ['en', 'Privacy Policy', '22 November 2026', 'Vizyt LLC'],
    ['ru', 'Политика конфиденциальности', '22 ноября 2026 г.', 'ООО «Визит»'],
  ] as const)('renders in %s', async (language, title, date, company) => {
    const { container } = await renderAt('/privacy', <PrivacyPage />, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent(date);
    expect(container.textContent).toContain(company);
  });
});

describe('TermsPage', () => {
  it.each([
    ['uk', 'Умови користування', 'Комісія для фахівців'],
    ['en', 'Terms of Service', 'Commission for specialists'],
    ['ru', 'Условия использования', 'Комиссия для специалистов'],
  ] as const)('renders the terms in %s with the commission and cancellation rules', async (language, title, commission) => {
    const { container } = await renderAt('/terms', <TermsPage />, language);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(commission) })).toHaveAttribute('id', 'terms-commission');
    const text = container.textContent ?? '';
    expect(text).toMatch(/8\s?%/);
    expect(text).toContain('2, 6, 12, 24');
    expect(text).not.toMatch(/\{\{|\*\*|terms\.sections/);
    expect(within(contents()).getAllByRole('link')).toHaveLength(
      screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('terms-')).length,
    );
  });

  it('links back to the privacy policy', async () => {
    await renderAt('/terms', <TermsPage />, 'en');
    const privacyLinks = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(privacyLinks.every((link) => link.getAttribute('href') === '/privacy')).toBe(true);
  });
});
