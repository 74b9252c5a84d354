import { describe, expect, it } from 'vitest';
import {
  authIndexRedirect,
  decideAccess,
  decideAdminAccess,
  homeRedirect,
  SIGNING_OUT_STATE,
  type GuardSession,
} from './guards';

const guest: GuardSession = { isAuthenticated: false, user: null };
const as = (role: 'CUSTOMER' | 'SPECIALIST' | 'ADMIN'): GuardSession => ({ isAuthenticated: true, user: { role } });

describe('decideAccess', () => {
  it('sends a guest to login with the path and query as returnUrl', () => {
    expect(decideAccess(guest, ['CUSTOMER'], { pathname: '/bookings', search: '?tab=past' })).toEqual({
      allow: false,
      redirectTo: '/auth/login?returnUrl=%2Fbookings%3Ftab%3Dpast',
    });
    expect(decideAccess(guest, 'any', { pathname: '/notifications' })).toEqual({
      allow: false,
      redirectTo: '/auth/login?returnUrl=%2Fnotifications',
    });
  });

  it('treats a user object without the authenticated flag as a guest', () => {
    expect(decideAccess({ isAuthenticated: false, user: { role: 'CUSTOMER' } }, ['CUSTOMER'], { pathname: '/x' }).allow).toBe(false);
    expect(decideAccess({ isAuthenticated: true, user: null }, 'any', { pathname: '/x' }).allow).toBe(false);
  });

  it('sends a wrong role to its own dashboard', () => {
    expect(decideAccess(as('SPECIALIST'), ['CUSTOMER'], { pathname: '/bookings' })).toEqual({
      allow: false,
      redirectTo: '/specialist/dashboard',
    });
    expect(decideAccess(as('CUSTOMER'), ['SPECIALIST'], { pathname: '/specialist/bookings' })).toEqual({
      allow: false,
      redirectTo: '/dashboard',
    });
    expect(decideAccess(as('ADMIN'), ['CUSTOMER'], { pathname: '/dashboard' })).toEqual({
      allow: false,
      redirectTo: '/admin/dashboard',
    });
  });

  it('lets the right role and any role through', () => {
    expect(decideAccess(as('CUSTOMER'), ['CUSTOMER'], { pathname: '/bookings' })).toEqual({ allow: true });
    expect(decideAccess(as('SPECIALIST'), 'any', { pathname: '/notifications' })).toEqual({ allow: true });
  });
});

describe('decideAdminAccess', () => {
  it('guests go to login, non-admins to their dashboard, admins pass', () => {
    expect(decideAdminAccess(guest, { pathname: '/admin/dashboard' })).toEqual({
      allow: false,
      redirectTo: '/auth/login?returnUrl=%2Fadmin%2Fdashboard',
    });
    expect(decideAdminAccess(as('CUSTOMER'), { pathname: '/admin/dashboard' })).toEqual({ allow: false, redirectTo: '/dashboard' });
    expect(decideAdminAccess(as('SPECIALIST'), { pathname: '/admin/dashboard' })).toEqual({
      allow: false,
      redirectTo: '/specialist/dashboard',
    });
    expect(decideAdminAccess(as('ADMIN'), { pathname: '/admin/dashboard' })).toEqual({ allow: true });
  });
});

describe('home and /auth redirects', () => {
  it('/ shows the landing page to guests and sends users to their dashboard', () => {
    expect(homeRedirect(guest)).toBeNull();
    expect(homeRedirect(as('CUSTOMER'))).toBe('/dashboard');
    expect(homeRedirect(as('SPECIALIST'))).toBe('/specialist/dashboard');
    expect(homeRedirect(as('ADMIN'))).toBe('/admin/dashboard');
  });

  it('/ does not redirect while signing out', () => {
    expect(homeRedirect(as('CUSTOMER'), SIGNING_OUT_STATE)).toBeNull();
    expect(homeRedirect(as('CUSTOMER'), { other: true })).toBe('/dashboard');
  });

  it('/auth alone goes to login for guests, to the dashboard otherwise', () => {
    expect(authIndexRedirect(guest)).toBe('/auth/login');
    expect(authIndexRedirect(as('SPECIALIST'))).toBe('/specialist/dashboard');
    expect(authIndexRedirect(as('CUSTOMER'))).toBe('/dashboard');
  });
});
