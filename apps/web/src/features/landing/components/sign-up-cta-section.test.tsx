import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAuthUser, renderLanding } from '../testing/render-landing';
import { SignUpCtaSection } from './sign-up-cta-section';

afterEach(cleanup);

const cta = () => screen.getByRole('region', { name: /./ });

describe('SignUpCtaSection', () => {
  it('offers sign-up and sign-in to a guest', async () => {
    await renderLanding(<SignUpCtaSection />, { language: 'en' });

    expect(screen.getByRole('heading', { level: 2, name: 'Ready to find your specialist?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started for free' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(within(cta()).getAllByRole('link')).toHaveLength(2);
  });

  it.each([
    ['CUSTOMER', '/dashboard'],
    ['SPECIALIST', '/specialist/dashboard'],
    ['ADMIN', '/admin/dashboard'],
  ] as const)('sends a signed-in %s to their own dashboard', async (role, href) => {
    await renderLanding(<SignUpCtaSection />, { user: buildAuthUser({ role, firstName: 'Оксана' }) });

    expect(screen.getByRole('heading', { level: 2, name: 'Раді бачити вас знову, Оксана!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти до кабінету' })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Увійти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Почати безкоштовно' })).not.toBeInTheDocument();
  });

  it('greets without a name when the profile has none', async () => {
    await renderLanding(<SignUpCtaSection />, { user: buildAuthUser({ firstName: '' }), language: 'ru' });

    expect(screen.getByRole('heading', { level: 2, name: 'Рады видеть вас снова!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в кабинет' })).toHaveAttribute('href', '/dashboard');
  });
});
