import { describe, expect, it } from 'vitest';

describe('Zod without its JIT', () => {
  it('is jitless once the entries’ first import ran, and parses objects without new Function', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        compiled += 1;
        return new target(...args) as object;
      },
    });
    try {
      const schema = z.object({ id: z.string(), count: z.number() });
      for (let i = 0; i < 3; i += 1) expect(schema.parse({ id: 'a', count: i })).toEqual({ id: 'a', count: i });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });

  it('is imported first by the web app’s and the widget’s entries', async () => {
    const { readFileSync } = await import('node:fs');
    for (const entry of ['../../main.tsx', '../../widget/main.tsx']) {
      const source = readFileSync(new URL(entry, import.meta.url), 'utf8');
      expect(
        source.split('\n').find((line) => line.startsWith('import ')),
        entry,
      ).toBe(
        entry.includes('widget')
          ? "import '../lib/platform/zod-jitless.ts';"
          : "import './lib/platform/zod-jitless.ts';",
      );
    }
  });
});
