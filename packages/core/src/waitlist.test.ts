import { describe, expect, it } from 'vitest';
import {
  hasRequiredWaitlistFields,
  normalizeEmail,
  WAITLIST_FEATURE_NAMES,
  WAITLIST_MESSAGES,
  waitlistJoinSchema,
} from './waitlist.ts';

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', featureType: 'mentors' };

describe('waitlist join request', () => {
  it('normalises the e-mail (trim, lower case) and trims the name', () => {
    const parsed = waitlistJoinSchema.parse({ ...valid, fullName: '  Ada  ', email: '  Ada@Example.COM ' });
    expect(parsed).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      featureType: 'mentors',
      message: null,
    });
  });

  it('stores a blank or missing message as null and keeps a real one trimmed', () => {
    expect(waitlistJoinSchema.parse(valid).message).toBeNull();
    expect(waitlistJoinSchema.parse({ ...valid, message: '   ' }).message).toBeNull();
    expect(waitlistJoinSchema.parse({ ...valid, message: null }).message).toBeNull();
    expect(waitlistJoinSchema.parse({ ...valid, message: ' Hi! ' }).message).toBe('Hi!');
  });

  it('requires a name, a valid e-mail and a known feature', () => {
    expect(waitlistJoinSchema.safeParse({ ...valid, fullName: '  ' }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, email: '' }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, email: 'not-an-address' }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, featureType: 'jobs' }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ fullName: 'Ada' }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, featureType: 'student_card' }).success).toBe(true);
  });

  it('limits the lengths', () => {
    expect(waitlistJoinSchema.safeParse({ ...valid, fullName: 'x'.repeat(121) }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, message: 'x'.repeat(1001) }).success).toBe(false);
    expect(waitlistJoinSchema.safeParse({ ...valid, email: `${'x'.repeat(250)}@example.com` }).success).toBe(
      false,
    );
  });

  it('normalises addresses', () => {
    expect(normalizeEmail('  MiXeD@Case.Org\t')).toBe('mixed@case.org');
  });

  it('checks the required fields as the form does', () => {
    expect(hasRequiredWaitlistFields({ fullName: 'A', email: 'a@b.c' })).toBe(true);
    expect(hasRequiredWaitlistFields({ fullName: ' ', email: 'a@b.c' })).toBe(false);
    expect(hasRequiredWaitlistFields({ fullName: 'A', email: '' })).toBe(false);
  });
});

describe('waitlist messages', () => {
  it("uses the spec's words and feature names", () => {
    expect(WAITLIST_FEATURE_NAMES).toEqual({ mentors: 'Mentorship Program', student_card: 'Student Card' });
    expect(WAITLIST_MESSAGES.duplicateTitle).toBe('Already on Waitlist');
    expect(WAITLIST_MESSAGES.duplicate('mentors')).toBe(
      "You're already signed up for the Mentorship Program waitlist!",
    );
    expect(WAITLIST_MESSAGES.duplicate('student_card')).toBe(
      "You're already signed up for the Student Card waitlist!",
    );
    expect(WAITLIST_MESSAGES.successTitle).toBe('Successfully Added!');
    expect(WAITLIST_MESSAGES.missingTitle).toBe('Missing Information');
    expect(WAITLIST_MESSAGES.missing).toBe('Please fill in your name and email address.');
    expect(WAITLIST_MESSAGES.errorTitle).toBe('Error');
    expect(WAITLIST_MESSAGES.error).toBe('Something went wrong. Please try again later.');
  });
});
