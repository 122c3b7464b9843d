import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsUpdateSchema, withDefaults } from './settings.ts';

describe('withDefaults', () => {
  it('gives the spec defaults for nothing stored', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      weeklyDigest: true,
    });
    expect(DEFAULT_SETTINGS.privacy).toEqual({ analyticsTracking: true });
    expect(DEFAULT_SETTINGS.appearance).toEqual({ theme: 'system', compactMode: false, animations: true });
  });

  it('keeps stored values and fills missing fields', () => {
    const s = withDefaults({ appearance: { theme: 'dark' }, notifications: { weeklyDigest: false } });
    expect(s.appearance).toEqual({ theme: 'dark', compactMode: false, animations: true });
    expect(s.notifications.weeklyDigest).toBe(false);
    expect(s.notifications.emailNotifications).toBe(true);
  });

  it('reads documents stored with the removed public-profile settings, without them', () => {
    const stored = {
      notifications: { emailNotifications: false, pushNotifications: true, weeklyDigest: true },
      privacy: { profileVisibility: false, courseProgressSharing: true, analyticsTracking: false },
      appearance: { theme: 'dark', compactMode: true, animations: true },
    };
    const s = withDefaults(stored);
    expect(s.privacy).toEqual({ analyticsTracking: false });
    expect(s.notifications).toEqual(stored.notifications);
    expect(s.appearance).toEqual(stored.appearance);
  });

  it('drops a group that no longer parses', () => {
    expect(withDefaults({ appearance: { theme: 'neon' } }).appearance).toEqual(DEFAULT_SETTINGS.appearance);
  });
});

describe('settingsUpdateSchema', () => {
  it('rejects unknown groups and wrong types', () => {
    expect(settingsUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ privacy: { analyticsTracking: 'yes' } }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ appearance: DEFAULT_SETTINGS.appearance }).success).toBe(true);
  });
});
