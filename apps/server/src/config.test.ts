import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRootDir, serverPackageDir } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that do not depend on the cwd', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
    expect(config.nodeEnv).toBe('development');
    expect(config.dataDir).toBe(join(repoRootDir, 'data'));
    expect(config.database).toEqual({ driver: 'pglite', dataDir: join(repoRootDir, 'data', 'pglite') });
    expect(config.webDistDir).toBe(join(repoRootDir, 'apps', 'web', 'dist'));
    expect(config.apiBodyLimitBytes).toBe(1024 * 1024);
    expect(serverPackageDir).toBe(join(repoRootDir, 'apps', 'server'));
  });

  it('resolves relative DATA_DIR and WEB_DIST_DIR against the cwd', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', WEB_DIST_DIR: 'build/web' });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'tmp/data'));
    expect(config.database).toEqual({ driver: 'pglite', dataDir: resolve(process.cwd(), 'tmp/data/pglite') });
    expect(config.webDistDir).toBe(resolve(process.cwd(), 'build/web'));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PORT: '8080',
      LOG_LEVEL: 'warn',
    });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u:p@db:5432/app' });
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('warn');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      database: { driver: 'pglite' },
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s with a readable message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `Invalid environment configuration:\n  - PORT: must be a whole number between 0 and 65535 (got "${port}")`,
    );
  });

  it('lists every bad variable at once and never echoes DATABASE_URL', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'x',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://root:pw@db/app',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, variables } = error as ConfigError;
    expect(variables.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT']);
    expect(message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
    expect(message).not.toContain('pw@db');
  });
});
