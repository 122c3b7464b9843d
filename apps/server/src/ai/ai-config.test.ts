import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('AI engine configuration', () => {
  it('uses the offline engine unless AI_BASE_URL and AI_MODEL are both set', () => {
    const offline = loadConfig({});
    expect(offline.ai).toEqual({ timeoutMs: 30_000 });

    const llm = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.1',
      AI_API_KEY: 'sk-secret-value',
      AI_TIMEOUT_MS: '5000',
    });
    expect(llm.ai).toEqual({
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-secret-value' },
      timeoutMs: 5000,
    });
  });

  it('refuses half an LLM configuration, naming what is missing', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(
      /AI_MODEL: must be set too/,
    );
    expect(() => loadConfig({ AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL: must be set too/);
  });

  it('checks the values without echoing the key', () => {
    let error: unknown;
    try {
      loadConfig({
        AI_BASE_URL: 'ftp://nope',
        AI_MODEL: 'm',
        AI_API_KEY: 'sk-do-not-print',
        AI_TIMEOUT_MS: '10',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables.sort()).toEqual(['AI_BASE_URL', 'AI_TIMEOUT_MS']);
    expect(String(error)).not.toContain('sk-do-not-print');
  });
});
