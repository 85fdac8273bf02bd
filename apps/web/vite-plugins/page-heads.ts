import type { Plugin } from 'vite';
import { buildPageHeads } from '../src/app/page-heads.ts';
import arAuth from '../src/locales/ar/auth.json';
import arCommon from '../src/locales/ar/common.json';
import arHome from '../src/locales/ar/home.json';
import arDescriptions from '../src/locales/ar/page-meta.json';
import enAuth from '../src/locales/en/auth.json';
import enCommon from '../src/locales/en/common.json';
import enHome from '../src/locales/en/home.json';
import enDescriptions from '../src/locales/en/page-meta.json';

/**
 * Writes `page-heads.json`: each public page's title and meta description in English and Arabic, so that the server
 * sends them (with `lang` and `dir`) in the HTML, before the app has run (issue 22). The texts stay the app's own; only
 * the namespaces the titles use are read (the config cannot load the contracts' TypeScript sources).
 */
export function pageHeadsPlugin(): Plugin {
  return {
    name: 'tawasul-page-heads',
    apply: 'build',
    generateBundle() {
      const heads = buildPageHeads({
        en: { resources: { common: enCommon, auth: enAuth, home: enHome }, descriptions: enDescriptions },
        ar: { resources: { common: arCommon, auth: arAuth, home: arHome }, descriptions: arDescriptions },
      });
      this.emitFile({ type: 'asset', fileName: 'page-heads.json', source: JSON.stringify(heads) });
    },
  };
}
