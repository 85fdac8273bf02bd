import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemText } from '@tawasul/contracts/system-messages';
import arAgentConsole from '../../locales/ar/agent-console.json';
import enAgentConsole from '../../locales/en/agent-console.json';
import arTeam from '../../locales/ar/agent-console-team.json';
import arTools from '../../locales/ar/agent-console-tools.json';
import enTeam from '../../locales/en/agent-console-team.json';
import enTools from '../../locales/en/agent-console-tools.json';
import { addAgentConsoleResources } from './agent-console-resources.ts';
import { createI18n } from './i18n.ts';
import { RESOURCES as STARTUP_RESOURCES, type TranslationTree } from './resources.ts';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

// Read before any test adds the console's texts: i18next merges added bundles into the start-up objects themselves.
const STARTUP_KEYS = new Set(leafKeys(STARTUP_RESOURCES.en));

const consoleI18n = (language: 'en' | 'ar') => {
  const i18n = createI18n(language);
  addAgentConsoleResources(i18n);
  return i18n;
};

const src = path.resolve(import.meta.dirname, '../..');
const files = (target: string): string[] => {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target).flatMap((name) => {
    const full = path.join(target, name);
    if (statSync(full).isDirectory()) return name === 'composer' ? [] : files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
};

describe('the agent console’s texts', () => {
  it('has the same keys in English and Arabic, none empty', () => {
    expect(leafKeys(arTools).sort()).toEqual(leafKeys(enTools).sort());
    expect(leafKeys(arTeam).sort()).toEqual(leafKeys(enTeam).sort());
    const en = [...leafKeys(enAgentConsole), ...leafKeys(enTools), ...leafKeys(enTeam)];
    expect([...leafKeys(arAgentConsole), ...leafKeys(arTools), ...leafKeys(arTeam)].sort()).toEqual([...en].sort());
    for (const language of ['en', 'ar'] as const) {
      const i18n = consoleI18n(language);
      expect(en.filter((key) => i18n.t(`agentConsole.${key}`).trim() === '')).toEqual([]);
    }
  });

  it('never redefines a start-up text (the files it shares with the back office add to it)', () => {
    expect(
      leafKeys({ agentConsole: { ...enAgentConsole, ...enTools, ...enTeam } }).filter((key) => STARTUP_KEYS.has(key)),
    ).toEqual([]);
  });

  it('has every key the console and its layout use, in both languages', () => {
    const source = [
      ...files(path.join(src, 'features/agent-console')),
      path.join(src, 'app/layouts/agent-layout.tsx'),
      path.join(src, 'features/notifications/components/notification-centre.tsx'),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = [
      ...new Set(
        [...source.matchAll(/'((?:agentConsole|chats|common|notifications|areas|errors)\.[\w.]+)'/g)]
          .map((match) => match[1]!)
          .filter((key) => !/^agentConsole\.(composer|canned)\./.test(key)),
      ),
    ];
    // Keys put together from a value.
    const built = [
      ...['sending', 'sent', 'delivered', 'read'].map((state) => `agentConsole.delivery.${state}`),
      ...['next', 'previous', 'accept', 'composer', 'composerSlash', 'help'].map(
        (action) => `agentConsole.shortcuts.${action}`,
      ),
      ...['new', 'waiting_for_agent', 'pending_acceptance', 'open', 'closed'].map((status) => `chats.status.${status}`),
      ...['customer', 'guest', 'agent', 'staff', 'system'].map((kind) => `chats.authors.${kind}`),
      'chats.languages.en',
      'chats.languages.ar',
    ];
    expect(used.length).toBeGreaterThan(60);
    for (const language of ['en', 'ar'] as const) {
      const i18n = consoleI18n(language);
      expect([...used, ...built].filter((key) => !i18n.exists(key))).toEqual([]);
    }
  });

  it('renders the system events of the chat engine as the staff read them, in each language', () => {
    const line = (language: 'en' | 'ar', systemKey: string, systemParams: Record<string, string> | null) =>
      systemText('staff', language, { systemKey, systemParams }, (params) => params);
    expect(line('en', 'agentAssigned', { name: 'Sara' })).toBe('Sara joined the chat.');
    expect(line('ar', 'closed.agent', null)).toBe('أغلق الموظف المحادثة.');
  });
});
