/** Accounts signing up with this address are made admins (the e2e server's ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
