import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Three</h3><h4>Four</h4>' +
      '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>x</code><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>let a = 1 &lt; 2;</code></pre><hr>' +
      '<p><a href="https://tawasul.test/help">help</a> <a href="/pages/about">about</a> ' +
      '<a href="mailto:care@tawasul.test">mail</a></p>' +
      '<img src="/api/uploads/5b0f3c3e-1111-4222-8333-444455556666" alt="logo">' +
      '<img src="/_image/w_320/uploads/5b0f3c3e-1111-4222-8333-444455556666" alt="small">' +
      '<img src="https://cdn.tawasul.test/a.png" alt="cdn">';
    expect(sanitizeRichText(html)).toBe(
      '<h1>Title</h1><h2>Sub</h2><h3>Three</h3><h4>Four</h4>' +
        '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>x</code><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
        '<pre><code>let a = 1 &lt; 2;</code></pre><hr />' +
        '<p><a href="https://tawasul.test/help">help</a> <a href="/pages/about">about</a> ' +
        '<a href="mailto:care@tawasul.test">mail</a></p>' +
        '<img src="/api/uploads/5b0f3c3e-1111-4222-8333-444455556666" alt="logo" />' +
        '<img src="/_image/w_320/uploads/5b0f3c3e-1111-4222-8333-444455556666" alt="small" />' +
        '<img src="https://cdn.tawasul.test/a.png" alt="cdn" />',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="https://x.test"></iframe>')).toBe('');
  });

  it('removes event handlers, and images from anywhere but our uploads or https', () => {
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="/api/uploads/abc" onerror="alert(1)" onload="x()">')).toBe(
      '<img src="/api/uploads/abc" />',
    );
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x">text</p>')).toBe('<p>text</p>');
    for (const src of [
      'http://x.test/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.test/a.png',
    ]) {
      expect(sanitizeRichText(`<img src="${src}">`), src).toBe('');
    }
  });

  it('removes javascript: links however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '  javascript:alert(1)', 'java&#x09;script:x']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('removes style, class and unknown attributes', () => {
    expect(sanitizeRichText('<p style="position:fixed" class="x" data-x="1">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<h2 style="color:red">a</h2>')).toBe('<h2>a</h2>');
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.test" target="_top" rel="opener nofollow">x</a>')).toBe(
      '<a href="https://x.test" rel="nofollow">x</a>',
    );
  });

  it('unwraps tags the editor does not produce, keeping their text', () => {
    expect(sanitizeRichText('<div><span>kept</span> <h5>five</h5></div>')).toBe('kept five');
  });
});
