/** Accounts signing up with this address are made admins (the e2e server's ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** Accounts signing up with this address are made admins (the university courses admin card test). */
export const E2E_UNIVERSITIES_ADMIN_EMAIL = 'e2e-universities-admin@example.com';

/** Accounts signing up with this address are made admins (the accessibility test's /admin). */
export const E2E_A11Y_ADMIN_EMAIL = 'e2e-a11y-admin@example.com';

/** Accounts signing up with this address are made admins (the responsive layout test's /admin). */
export const E2E_LAYOUT_ADMIN_EMAIL = 'e2e-layout-admin@example.com';
