import { describe, expect, it } from 'vitest';
import { dashboardScreens, menuLinks } from './dashboard-screens';

describe('dashboard screens', () => {
  it('give the admin menu of docs/product.md §2, then ours, in order', () => {
    expect(menuLinks('admin')).toEqual([
      { to: '/dashboard/addPackage', label: 'Add Package' },
      { to: '/dashboard/manage', label: 'Manage Package' },
      { to: '/dashboard/allBooking', label: 'All Booking' },
      { to: '/dashboard/allUsers', label: 'Manage User' },
      { to: '/dashboard/userRequests', label: 'User Request' },
      { to: '/dashboard/tripRequests', label: 'Trip Requests' },
      { to: '/dashboard/profile', label: 'My Account' },
      { to: '/dashboard/reviews', label: 'Reviews' },
      { to: '/dashboard/mail', label: 'Mail Outbox' },
      { to: '/dashboard/overview', label: 'Overview' },
      { to: '/dashboard/audit', label: 'Audit Trail' },
    ]);
  });

  it('give the user menu of docs/product.md §2, then ours, in order', () => {
    expect(menuLinks('user')).toEqual([
      { to: '/dashboard/booking', label: 'My Booking' },
      { to: '/dashboard/review', label: 'Add Review' },
      { to: '/dashboard/destination', label: 'My Destination' },
      { to: '/dashboard/paymentHistory', label: 'Payment History' },
      { to: '/dashboard/profile', label: 'My Account' },
    ]);
  });

  it('declare each path once, a traveller’s screens open to anyone signed in', () => {
    const paths = dashboardScreens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    const forUsers = dashboardScreens
      .filter((screen) => screen.access === 'user')
      .map((screen) => screen.path);
    expect(forUsers.sort()).toEqual(
      ['booking', 'destination', 'payment', 'paymentHistory', 'profile', 'review'].sort(),
    );
    expect(paths).toContain('updatePackage/:id');
  });
});
