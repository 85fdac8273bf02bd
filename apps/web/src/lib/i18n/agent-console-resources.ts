import type { Translator as I18n } from './translator.ts';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import arAgentConsole from '../../locales/ar/agent-console.json';
import arComposer from '../../locales/ar/agent-console-composer.json';
import arTeam from '../../locales/ar/agent-console-team.json';
import arTools from '../../locales/ar/agent-console-tools.json';
import arCommon from '../../locales/ar/back-office/common.json';
import arChats from '../../locales/ar/back-office/chats.json';
import arNotifications from '../../locales/ar/back-office/notifications.json';
import arOrders from '../../locales/ar/orders.json';
import enAgentConsole from '../../locales/en/agent-console.json';
import enComposer from '../../locales/en/agent-console-composer.json';
import enTeam from '../../locales/en/agent-console-team.json';
import enTools from '../../locales/en/agent-console-tools.json';
import enCommon from '../../locales/en/back-office/common.json';
import enChats from '../../locales/en/back-office/chats.json';
import enNotifications from '../../locales/en/back-office/notifications.json';
import enOrders from '../../locales/en/orders.json';
import type { TranslationTree } from './resources.ts';

/**
 * The agent console's texts: its own namespace (`agentConsole.*`), and what it shares with the back office — the
 * chat words (`chats.status.*`, `chats.system.*`, "This message was deleted"), the notification centre's texts and
 * the additions to `common` (live status, uploads). They travel with the agent layout's chunk, not the start-up
 * bundle; the layout adds them before the console renders.
 */
const AGENT_CONSOLE_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: {
    common: enCommon,
    chats: enChats,
    notifications: enNotifications,
    orders: enOrders,
    agentConsole: { ...enAgentConsole, ...enComposer, ...enTools, ...enTeam },
  },
  ar: {
    common: arCommon,
    chats: arChats,
    notifications: arNotifications,
    orders: arOrders,
    agentConsole: { ...arAgentConsole, ...arComposer, ...arTools, ...arTeam },
  },
};

const added = new WeakSet<I18n>();

/** Merged into the one namespace (deep, never overwriting a text already there). Idempotent: safe on every render. */
export function addAgentConsoleResources(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', AGENT_CONSOLE_RESOURCES[language], true, false);
  }
}
