/** Product-wide facts that several pages quote; one place so they never disagree. */
export const SITE_NAME = 'SkillBridge';

export const SUPPORT_EMAIL = 'support@skillbridge.example';
export const CAREERS_EMAIL = 'careers@skillbridge.example';
export const PRIVACY_EMAIL = 'privacy@skillbridge.example';
export const LEGAL_EMAIL = 'legal@skillbridge.example';

export const SUPPORT_REPLY_TIME = 'within 24 hours';

/** Users must be at least this old to use the product (Terms and Conditions). */
export const MINIMUM_AGE = 13;

export const LEGAL_LAST_UPDATED = 'January 2025';
export const COPYRIGHT_YEAR = 2025;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
