import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from '@app/core/settings';
import { AppError } from '../../http/errors.ts';

type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/gif'; ext: 'jpg' | 'png' | 'gif' };

/** The image type by its first bytes; the declared Content-Type and file name are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', ext: 'png' };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  return null;
}

const AVATAR_URL_PREFIX = '/api/avatars/';
const fileNamePattern = /^[a-zA-Z0-9_-]+\.(jpg|png|gif)$/;
const mimeByExt = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;

/** `<user id, sanitised>-`: how every avatar file of that user starts. */
function filePrefix(userId: string): string {
  return `${userId.replace(/[^a-zA-Z0-9_-]/g, '')}-`;
}

/** Whether `name` is exactly a file save() wrote for `userId` (prefix, 12 hex digits, extension). */
function isOwnFileName(userId: string, name: string): boolean {
  const prefix = filePrefix(userId);
  return (
    prefix.length > 1 &&
    name.startsWith(prefix) &&
    /^[0-9a-f]{12}\.(jpg|png|gif)$/.test(name.slice(prefix.length))
  );
}

/** Avatar files on local disk under DATA_DIR/uploads/avatars. */
export function avatarStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'avatars');
  return {
    /** Validates and stores an upload; returns the public URL of the stored file. */
    async save(userId: string, bytes: Uint8Array): Promise<string> {
      if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError(413, 'avatar_too_large', AVATAR_TOO_LARGE);
      const type = sniffImage(bytes);
      if (!type) throw new AppError(415, 'unsupported_image_type', AVATAR_WRONG_TYPE);
      await mkdir(dir, { recursive: true });
      // A new name per upload, so browsers and caches never show the old picture; it starts with
      // the owner's id, which is what lets remove() tell the owner's files from everyone else's.
      const name = `${filePrefix(userId)}${randomBytes(6).toString('hex')}.${type.ext}`;
      await writeFile(join(dir, name), bytes);
      return AVATAR_URL_PREFIX + name;
    },
    /**
     * Deletes the avatar file `url` names, only when it is one `ownerId` uploaded: a URL stored on
     * an account (user.image) is not proof that the file is that account's.
     */
    async remove(ownerId: string, url: string | null): Promise<void> {
      const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null;
      if (name && isOwnFileName(ownerId, name)) await rm(join(dir, name), { force: true });
    },
    /**
     * Deletes every avatar file `ownerId` uploaded (account deletion): found by the owner's name
     * prefix, so files of other accounts stay whatever the deleted account's row pointed at.
     */
    async removeAllOf(ownerId: string): Promise<void> {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => isOwnFileName(ownerId, name))
          .map((name) => rm(join(dir, name), { force: true })),
      );
    },
    /** Reads a stored avatar by file name; null when the name is not one of ours or is gone. */
    async read(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
      const match = fileNamePattern.exec(name);
      if (!match) return null;
      try {
        return {
          bytes: await readFile(join(dir, name)),
          mime: mimeByExt[match[1] as keyof typeof mimeByExt],
        };
      } catch {
        return null;
      }
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
