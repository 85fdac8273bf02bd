import { afterEach, describe, expect, it } from 'vitest';
import { takeInlineData } from './inline-data.ts';

/** An answer given with the page, as the server writes it (apps/server/src/plugins/app-page.ts). */
function given(url: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.inlineUrl = url;
  script.textContent = text;
  document.head.append(script);
}

describe('an answer given with the page', () => {
  afterEach(() => document.querySelectorAll('script[data-inline-url]').forEach((script) => script.remove()));

  it('is the one for its address, and is taken once', () => {
    given('/pages/about/_payload.json', '{"page":1}');
    given('/_payload.json', '{"landing":{"heroTitleEn":"Hi"}}');
    expect(takeInlineData('/_payload.json')).toEqual({ landing: { heroTitleEn: 'Hi' } });
    expect(takeInlineData('/_payload.json')).toBeUndefined();
    expect(takeInlineData('/pages/about/_payload.json')).toEqual({ page: 1 });
  });

  it('is missing when the page came without it or it does not read', () => {
    expect(takeInlineData('/_payload.json')).toBeUndefined();
    given('/_payload.json', '{not json');
    expect(takeInlineData('/_payload.json')).toBeUndefined();
  });
});
