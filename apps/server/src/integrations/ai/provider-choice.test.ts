import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { AiProviderError, createAiProvider } from './index.ts';
import { redactKey } from './openai-compatible.ts';

describe('the AI provider chosen by the environment', () => {
  it('is none without OPENAI_API_KEY or OPENAI_BASE_URL; gpt-6-luna and 120 s by default', () => {
    const config = loadConfig({});
    expect(createAiProvider(config)).toBeNull();
    expect([config.AI_MODEL, config.AI_TIMEOUT_MS]).toEqual(['gpt-6-luna', 120_000]);
    expect(createAiProvider(loadConfig({ OPENAI_API_KEY: 'sk-x' }))?.model).toBe('gpt-6-luna');
    // A local server (Ollama) needs no key: its address alone turns Article Magic on.
    const local = loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.3' });
    expect(createAiProvider(local)?.model).toBe('llama3.3');
  });

  it('refuses a base URL that is not http(s) and a timeout out of range, naming the variable', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'ftp://example.com/v1' })).toThrow(/OPENAI_BASE_URL: /);
    for (const value of ['0', '99', '600001', 'soon']) {
      expect(() => loadConfig({ AI_TIMEOUT_MS: value }), value).toThrow(/AI_TIMEOUT_MS: /);
    }
  });

  it('says a server it cannot reach is unreachable, without the key', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const key = 'sk-unreachable-Qw8Er7Ty6Ui5';
    const provider = createAiProvider(
      loadConfig({
        OPENAI_API_KEY: key,
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_TIMEOUT_MS: '5000',
      }),
    )!;
    const failure = await provider
      .completeJson({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(AiProviderError);
    expect(failure).toMatchObject({ failure: 'network' });
    expect(failure.message).toMatch(/^Could not reach the AI provider/);
    expect(failure.message).not.toContain(key);
  });

  it('removes the key, key-like words and bearer tokens from a provider message', () => {
    expect(redactKey('Incorrect API key provided: sk-proj-abc123****wxyz.', null)).toBe(
      'Incorrect API key provided: [redacted]',
    );
    expect(redactKey('token mysecretvalue was refused', 'mysecretvalue')).toBe(
      'token [redacted] was refused',
    );
    expect(redactKey('sent Authorization: Bearer abc.def', null)).toBe(
      'sent Authorization: Bearer [redacted]',
    );
  });
});
