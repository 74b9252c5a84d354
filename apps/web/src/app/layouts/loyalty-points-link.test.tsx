import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { userUpdated } from '@/stores/auth-slice';
import { mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { CustomerLayout } from './customer-layout';
import { SpecialistLayout } from './specialist-layout';

const page = [{ path: '*', element: <h1>Page</h1> }];

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('points in the header (spec section 2: shown when above 0)', () => {
  it('shows a customer’s points in the dashboard header, leading to /loyalty', () => {
    renderRoutes([{ element: <CustomerLayout />, children: page }], '/bookings', signedInAs({ ...testUsers.customer, loyaltyPoints: 1250 }));
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Loyalty points: 1250' });
    expect(link).toHaveAttribute('href', '/loyalty');
    expect(link).toHaveTextContent('1,250');
  });

  it('shows nothing at 0 points, and nothing to a specialist', () => {
    const { unmount } = renderRoutes([{ element: <CustomerLayout />, children: page }], '/bookings', signedInAs({ ...testUsers.customer, loyaltyPoints: 0 }));
    expect(screen.queryByTestId('header-loyalty-points')).not.toBeInTheDocument();
    unmount();
    renderRoutes([{ element: <SpecialistLayout />, children: page }], '/specialist/dashboard', signedInAs({ ...testUsers.specialist, loyaltyPoints: 40 }));
    expect(screen.queryByTestId('header-loyalty-points')).not.toBeInTheDocument();
  });

  it('follows the store: a newer balance shows at once, and 0 hides it', () => {
    const { store } = renderRoutes([{ element: <CustomerLayout />, children: page }], '/bookings', signedInAs(testUsers.customer));
    expect(screen.getByTestId('header-loyalty-points')).toHaveTextContent('120');
    act(() => void store.dispatch(userUpdated({ loyaltyPoints: 81 })));
    expect(screen.getByRole('link', { name: 'Loyalty points: 81' })).toBeInTheDocument();
    act(() => void store.dispatch(userUpdated({ loyaltyPoints: 0 })));
    expect(screen.queryByTestId('header-loyalty-points')).not.toBeInTheDocument();
  });
});
