/**
 * Zod runs `jitless` in the browser (decision 027): without it, Zod's first object parse probes `new Function('')` to
 * decide whether to compile parsers, which the Content-Security-Policy (no `unsafe-eval`) refuses and reports.
 *
 * This is what `z.config({ jitless: true })` does, written where `z.config` keeps it (`globalThis.__zod_globalConfig`,
 * which Zod reads and never replaces), so an entry that must not load Zod up front (the widget's first view, decision
 * 022) can set it too. Imported first by every entry (`main.tsx`, `widget/main.tsx`); a test checks Zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
export {};
