// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSiteMatcher } from '../../../../lib/directory/site-match/matcher';
import { mulberry32, pick } from '../../../support/random';
import { createReferenceMatcher } from '../../../support/site-match-reference';

type Tool = { slug: string; website: string };

/** A matcher over `slug -> website` pairs given in listing order. */
function matcher(websites: Record<string, string>) {
  return createSiteMatcher(Object.entries(websites).map(([slug, website]) => ({ slug, website })));
}

describe('rule 1: only http(s) pages, hosts normalised', () => {
  const m = matcher({ jasper: 'https://jasper.ai' });

  it('matches http and https pages alike, whatever the scheme of the website', () => {
    expect(m.match('https://jasper.ai/')).toBe('jasper');
    expect(m.match('http://jasper.ai/')).toBe('jasper');
    expect(matcher({ t: 'http://tool.dev' }).match('https://tool.dev/x')).toBe('t');
  });

  it('never matches other schemes', () => {
    for (const url of [
      'ftp://jasper.ai/',
      'ws://jasper.ai/',
      'javascript:location="https://jasper.ai/"',
      'data:text/html,https://jasper.ai/',
      'view-source:https://jasper.ai/',
      'blob:https://jasper.ai/0f1e2d',
      'chrome://newtab/',
      'about:blank',
      'file:///jasper.ai/index.html',
    ]) {
      expect(m.match(url), url).toBeNull();
    }
  });

  it('compares hosts case-insensitively, without a trailing dot, one www. and the port', () => {
    expect(m.match('HTTPS://JASPER.AI/')).toBe('jasper');
    expect(m.match('https://jasper.ai./pricing')).toBe('jasper');
    expect(m.match('https://www.jasper.ai/')).toBe('jasper');
    expect(m.match('https://jasper.ai:8443/')).toBe('jasper');
    expect(m.match('https://www.jasper.ai.:443/x')).toBe('jasper');
    expect(matcher({ t: 'https://WWW.Tool.DEV:8080/' }).match('https://tool.dev/')).toBe('t');
    expect(matcher({ t: 'https://tool.dev./' }).match('https://www.tool.dev/')).toBe('t');
  });

  it('reads the host the way URL does, not the way it looks', () => {
    expect(m.match('https://user:pass@jasper.ai/')).toBe('jasper');
    expect(m.match('https://jasper.ai@evil.example/')).toBeNull();
    expect(m.match('https://jasper.ai.evil.example/')).toBeNull();
    expect(m.match('https://evil-jasper.ai/')).toBeNull();
    expect(m.match('https://jasper.ai\\@evil.example/')).toBe('jasper');
    expect(m.match('  https://jas\tper.ai/  ')).toBe('jasper');
    expect(m.match('https://jasper%2Eai/')).toBe('jasper');
  });

  it('compares IDNs in their punycode form', () => {
    const idn = matcher({ buecher: 'https://bücher.de' });
    expect(idn.match('https://xn--bcher-kva.de/x')).toBe('buecher');
    expect(idn.match('https://BÜCHER.de/x')).toBe('buecher');
    expect(idn.match('https://shop.bücher.de/')).toBe('buecher');
    expect(idn.match('https://bucher.de/x')).toBeNull();
    const puny = matcher({ buecher: 'https://xn--bcher-kva.de/' });
    expect(puny.match('https://bücher.de/x')).toBe('buecher');
    expect(puny.match('https://www.xn--bcher-kva.de/')).toBe('buecher');
  });

  it('ignores only one leading www.', () => {
    expect(m.match('https://www.www.jasper.ai/')).toBe('jasper'); // still a subdomain of jasper.ai
    const pathTool = matcher({ copilot: 'https://github.com/features/copilot' });
    expect(pathTool.match('https://www.github.com/features/copilot')).toBe('copilot');
    expect(pathTool.match('https://www.www.github.com/features/copilot')).toBeNull();
  });

  it('keeps www. when only a single label would remain', () => {
    const www = matcher({ w: 'https://www.com' });
    expect(www.match('https://www.com/')).toBe('w');
    expect(www.match('https://app.www.com/')).toBe('w');
    expect(www.match('https://example.com/')).toBeNull();
    expect(www.match('https://com/')).toBeNull();
  });
});

describe('rule 2: root websites claim their host and its subdomains', () => {
  const m = matcher({
    jasper: 'https://jasper.ai/',
    bard: 'https://bard.google.com',
  });

  it('matches every page on the host and its subdomains', () => {
    expect(m.match('https://jasper.ai')).toBe('jasper');
    expect(m.match('https://jasper.ai/templates/blog?x=1#top')).toBe('jasper');
    expect(m.match('https://app.jasper.ai/')).toBe('jasper');
    expect(m.match('https://a.b.c.jasper.ai/deep/path')).toBe('jasper');
    expect(m.match('https://eu.bard.google.com/')).toBe('bard');
  });

  it('never matches a parent or a sibling', () => {
    expect(m.match('https://gemini.google.com/')).toBeNull();
    expect(m.match('https://google.com/')).toBeNull();
    expect(m.match('https://www.google.com/bard.google.com')).toBeNull();
    expect(m.match('https://ai/')).toBeNull();
    expect(m.match('https://notjasper.ai/')).toBeNull();
  });

  it('treats an empty path, / and /index.html alike', () => {
    for (const website of [
      'https://tool.dev',
      'https://tool.dev/',
      'https://tool.dev//',
      'https://tool.dev/index.html',
    ]) {
      const one = matcher({ t: website });
      expect(one.match('https://tool.dev/anything'), website).toBe('t');
      expect(one.match('https://sub.tool.dev/'), website).toBe('t');
    }
  });

  it('lets a root website on a bare public suffix claim that exact host only', () => {
    for (const suffix of ['co.uk', 'com.au', 'github.io', 'vercel.app']) {
      const one = matcher({ t: `https://${suffix}/` });
      expect(one.match(`https://${suffix}/x`), suffix).toBe('t');
      expect(one.match(`https://www.${suffix}/`), suffix).toBe('t');
      expect(one.match(`https://someone.${suffix}/`), suffix).toBeNull();
    }
    const site = matcher({ pages: 'https://alice.github.io', shop: 'https://shop.co.uk' });
    expect(site.match('https://alice.github.io/project')).toBe('pages');
    expect(site.match('https://bob.github.io/')).toBeNull();
    expect(site.match('https://www.shop.co.uk/')).toBe('shop');
    expect(site.match('https://other.co.uk/')).toBeNull();
  });
});

describe('rule 3: websites with a path', () => {
  const m = matcher({ copilot: 'https://github.com/features/copilot' });

  it('matches pages on that host whose path starts with it at a segment boundary', () => {
    expect(m.match('https://github.com/features/copilot')).toBe('copilot');
    expect(m.match('https://github.com/features/copilot/')).toBe('copilot');
    expect(m.match('https://github.com/features/copilot/plans')).toBe('copilot');
    expect(m.match('https://github.com/features/copilot/plans/business?x=1#faq')).toBe('copilot');
    expect(m.match('https://github.com/features/copilot/index.html')).toBe('copilot');
  });

  it('does not match other paths', () => {
    expect(m.match('https://github.com/features/copilot-x')).toBeNull();
    expect(m.match('https://github.com/features')).toBeNull();
    expect(m.match('https://github.com/')).toBeNull();
    expect(m.match('https://github.com/features/copilotx/plans')).toBeNull();
    expect(m.match('https://github.com/x/features/copilot')).toBeNull();
  });

  it('does not match subdomains of that host', () => {
    expect(m.match('https://gist.github.com/features/copilot')).toBeNull();
    expect(m.match('https://docs.github.com/features/copilot')).toBeNull();
    expect(m.match('https://www.github.com/features/copilot')).toBe('copilot');
  });

  it('ignores trailing slashes and a final index.html on the website', () => {
    for (const website of [
      'https://site.dev/docs/',
      'https://site.dev/docs//',
      'https://site.dev/docs/index.html',
      'https://site.dev/docs/index.html/',
    ]) {
      const one = matcher({ docs: website });
      expect(one.match('https://site.dev/docs'), website).toBe('docs');
      expect(one.match('https://site.dev/docs/index.html'), website).toBe('docs');
      expect(one.match('https://site.dev/docs/api'), website).toBe('docs');
      expect(one.match('https://site.dev/docsx'), website).toBeNull();
      expect(one.match('https://site.dev/'), website).toBeNull();
    }
    expect(matcher({ x: 'https://site.dev/app/index.htm' }).match('https://site.dev/app')).toBeNull();
    expect(matcher({ x: 'https://site.dev/myindex.html' }).match('https://site.dev/')).toBeNull();
  });

  it('compares paths case-sensitively, after URL percent-encoding and dot-segment resolution', () => {
    expect(m.match('https://github.com/Features/Copilot')).toBeNull();
    expect(m.match('https://github.com/features/./copilot/')).toBe('copilot');
    expect(m.match('https://github.com/features/x/../copilot')).toBe('copilot');
    expect(m.match('https://github.com\\features\\copilot')).toBe('copilot');
    const cafe = matcher({ cafe: 'https://site.dev/café' });
    expect(cafe.match('https://site.dev/caf%C3%A9/menu')).toBe('cafe');
    expect(cafe.match('https://site.dev/café')).toBe('cafe');
    expect(cafe.match('https://site.dev/cafe')).toBeNull();
    expect(matcher({ s: 'https://site.dev/a b' }).match('https://site.dev/a%20b/c')).toBe('s');
  });

  it('leaves the rest of a host to the tool that owns its root', () => {
    const shared = matcher({ github: 'https://github.com', copilot: 'https://github.com/features/copilot' });
    expect(shared.match('https://github.com/features/copilot/plans')).toBe('copilot');
    expect(shared.match('https://github.com/features')).toBe('github');
    expect(shared.match('https://github.com/features/copilot-x')).toBe('github');
    expect(shared.match('https://gist.github.com/features/copilot')).toBe('github');
  });
});

describe('rule 4: fragments and query parameters', () => {
  it('ignores fragments on both sides', () => {
    const m = matcher({ t: 'https://site.dev/docs#intro' });
    expect(m.match('https://site.dev/docs')).toBe('t');
    expect(m.match('https://site.dev/docs#other')).toBe('t');
    expect(m.match('https://site.dev/#/docs')).toBeNull();
    expect(m.match('https://site.dev/other#/docs')).toBeNull();
  });

  it('ignores tracking parameters in the website', () => {
    const m = matcher({
      a: 'https://a.dev/?utm_source=x&utm_medium=y&ref=producthunt',
      b: 'https://b.dev/tool?ref_src=twsrc&via=aitools&fbclid=1&gclid=2&mc_cid=3&mc_eid=4',
      c: 'https://c.dev/?UTM_Campaign=launch&Ref=x',
    });
    expect(m.match('https://a.dev/')).toBe('a');
    expect(m.match('https://app.a.dev/x?utm_source=other')).toBe('a');
    expect(m.match('https://b.dev/tool/x')).toBe('b');
    expect(m.match('https://c.dev/')).toBe('c');
  });

  it('requires every other parameter of the website, with the same value, in the page', () => {
    const m = matcher({ app: 'https://play.google.com/store/apps/details?id=com.x&utm_source=directory' });
    expect(m.match('https://play.google.com/store/apps/details?id=com.x')).toBe('app');
    expect(m.match('https://play.google.com/store/apps/details?hl=en&id=com.x#reviews')).toBe('app');
    expect(m.match('https://play.google.com/store/apps/details?id=com.y')).toBeNull();
    expect(m.match('https://play.google.com/store/apps/details?id=com.xy')).toBeNull();
    expect(m.match('https://play.google.com/store/apps/details?ID=com.x')).toBeNull();
    expect(m.match('https://play.google.com/store/apps/details')).toBeNull();
    expect(m.match('https://play.google.com/store/apps/details#id=com.x')).toBeNull();
    expect(m.match('https://play.google.com/store/apps/details??id=com.x')).toBeNull(); // the name is `?id`
  });

  it('compares parameters form-decoded, the first value of a repeated name counting', () => {
    const m = matcher({ q: 'https://site.dev/s?q=a+b&lang=' });
    expect(m.match('https://site.dev/s?q=a%20b&lang=')).toBe('q');
    expect(m.match('https://site.dev/s?lang&q=a b')).toBe('q');
    expect(m.match('https://site.dev/s?q=a+b')).toBeNull();
    expect(m.match('https://site.dev/s?q=a+b&lang=&q=c')).toBe('q');
    expect(m.match('https://site.dev/s?q=c&lang=&q=a+b')).toBeNull();
    expect(matcher({ e: 'https://site.dev/?name=caf%C3%A9' }).match('https://site.dev/?name=café')).toBe('e');
  });
});

describe('rule 5: the most specific tool wins', () => {
  it('prefers the longest host', () => {
    const m = matcher({ google: 'https://google.com', bard: 'https://bard.google.com' });
    expect(m.match('https://bard.google.com/chat')).toBe('bard');
    expect(m.match('https://x.bard.google.com/')).toBe('bard');
    expect(m.match('https://gemini.google.com/')).toBe('google');
  });

  it('prefers the longest host even over a longer path', () => {
    const m = matcher({ docs: 'https://site.dev/docs/api', app: 'https://app.site.dev' });
    expect(m.match('https://app.site.dev/docs/api')).toBe('app');
    expect(m.match('https://site.dev/docs/api')).toBe('docs');
  });

  it('then the longest path', () => {
    const m = matcher({
      spaces: 'https://huggingface.co/spaces',
      space: 'https://huggingface.co/spaces/acme/chat',
      hf: 'https://huggingface.co',
    });
    expect(m.match('https://huggingface.co/spaces/acme/chat/files')).toBe('space');
    expect(m.match('https://huggingface.co/spaces/acme/other')).toBe('spaces');
    expect(m.match('https://huggingface.co/models')).toBe('hf');
  });

  it('then the most query parameters', () => {
    const m = matcher({
      any: 'https://store.dev/app',
      one: 'https://store.dev/app?id=1',
      two: 'https://store.dev/app?id=1&hl=en',
    });
    expect(m.match('https://store.dev/app?id=1&hl=en')).toBe('two');
    expect(m.match('https://store.dev/app?id=1&hl=fr')).toBe('one');
    expect(m.match('https://store.dev/app?id=2')).toBe('any');
  });

  it('then the more popular tool, so the same website listed twice goes to the earlier', () => {
    const m = createSiteMatcher([
      { slug: 'first', website: 'https://dup.dev' },
      { slug: 'second', website: 'https://www.dup.dev/' },
      { slug: 'p1', website: 'https://dup.dev/x?a=1' },
      { slug: 'p2', website: 'https://dup.dev/x?b=2' },
    ]);
    expect(m.match('https://dup.dev/')).toBe('first');
    expect(m.match('https://dup.dev/x?b=2&a=1')).toBe('p1');
    expect(m.match('https://dup.dev/x?b=2')).toBe('p2');
  });

  it('ranks a longer host above any query parameters', () => {
    const m = matcher({ root: 'https://site.dev/?plan=pro', sub: 'https://app.site.dev' });
    expect(m.match('https://app.site.dev/?plan=pro')).toBe('sub');
  });
});

describe('rule 6: websites that are not valid http(s) URLs are ignored', () => {
  it('ignores them without disturbing the others', () => {
    const websites = [
      '',
      ' ',
      'jasper.ai',
      'www.jasper.ai',
      '//jasper.ai',
      'ftp://jasper.ai',
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:hi@jasper.ai',
      'https://',
      'https://exa mple.com',
      'https://[::1',
      'http://jasper.ai:99999/',
      'https://xn--zz.jasper.ai/',
    ];
    const m = createSiteMatcher([
      ...websites.map((website, i) => ({ slug: `bad${i}`, website })),
      { slug: 'good', website: 'https://good.dev' },
    ]);
    expect(m.match('https://jasper.ai/')).toBeNull();
    expect(m.match('https://www.jasper.ai/')).toBeNull();
    expect(m.match('https://good.dev/')).toBe('good');
  });

  it('ignores websites on IP addresses, single-label hosts and hosts with empty labels', () => {
    const m = matcher({
      a: 'http://127.0.0.1:7860/',
      b: 'http://192.168.1.1/admin',
      c: 'http://[::1]/',
      d: 'http://localhost:3000',
      e: 'https://ai/',
      f: 'https://www./',
      g: 'https://a..b.dev/',
      h: 'http://0x7f.1/',
    });
    for (const url of [
      'http://127.0.0.1:7860/',
      'http://127.0.0.1:3000/',
      'http://192.168.1.1/admin',
      'http://[::1]/',
      'http://localhost:3000/',
      'https://ai/',
      'https://www/',
      'https://x.a..b.dev/',
      'http://127.0.0.1/',
    ]) {
      expect(m.match(url), url).toBeNull();
    }
  });

  it('ignores tools that are not objects with string fields', () => {
    const tools = [
      null,
      { slug: 'no-website' },
      { slug: 3, website: 'https://n.dev' },
      { slug: '', website: 'https://empty.dev' },
      { slug: 'ok', website: 'https://ok.dev' },
    ] as unknown as Tool[];
    const m = createSiteMatcher(tools);
    expect(m.match('https://ok.dev')).toBe('ok');
    expect(m.match('https://n.dev')).toBeNull();
    expect(m.match('https://empty.dev')).toBeNull();
    expect(createSiteMatcher(null as unknown as Tool[]).match('https://ok.dev')).toBeNull();
  });
});

describe('the matcher is a snapshot of the tools it was built from', () => {
  it('is not affected by later changes to the tools array or its objects', () => {
    const tools: Tool[] = [
      { slug: 'jasper', website: 'https://jasper.ai' },
      { slug: 'copilot', website: 'https://github.com/features/copilot' },
    ];
    const m = createSiteMatcher(tools);
    (tools[0] as Tool).website = 'https://other.dev';
    tools.reverse();
    tools.length = 0;
    expect(m.match('https://jasper.ai/')).toBe('jasper');
    expect(m.match('https://other.dev/')).toBeNull();
    expect(m.match('https://github.com/features/copilot')).toBe('copilot');
  });

  it('gives the same answers whichever host is visited first', () => {
    const tools: Tool[] = [
      { slug: 'google', website: 'https://google.com' },
      { slug: 'bard', website: 'https://bard.google.com' },
      { slug: 'search', website: 'https://google.com/search?q=x' },
    ];
    const urls = [
      'https://x.bard.google.com/',
      'https://bard.google.com/',
      'https://google.com/search?q=x',
      'https://google.com/search?q=y',
      'https://mail.google.com/',
    ];
    const expected = ['bard', 'bard', 'search', 'google', 'google'];
    for (const order of [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
    ]) {
      const m = createSiteMatcher(tools);
      for (const i of order) expect(m.match(urls[i] as string), urls[i]).toBe(expected[i]);
    }
  });
});

describe('malformed page URLs', () => {
  const m = matcher({ jasper: 'https://jasper.ai', copilot: 'https://github.com/features/copilot?x=1' });

  it('returns null and never throws', () => {
    const inputs: unknown[] = [
      '',
      ' ',
      'https',
      'https:',
      'https://',
      'https:///',
      'http://:80/',
      'https://@/',
      'https://[::1]/',
      'http://[::ffff:127.0.0.1]:8080/x',
      'https://[jasper.ai]/',
      'https://jasper.ai:99999/',
      'https://jasper.ai:-1/',
      'https://jasper.ai:8o/',
      'https://exa mple.com/',
      'https://xn--zz.jasper.ai/',
      'https://%zz.jasper.ai/',
      'https://\u0000jasper.ai/',
      'https://jasper.ai\u0000/',
      'http://1.2.3.4/',
      'http://999.1.1.1/',
      'http://0x7f.1/',
      'jasper.ai',
      '//jasper.ai/',
      '/relative/path',
      '?q=jasper.ai',
      'javascript:void(0)//https://jasper.ai/',
      `data:text/html;base64,${'A'.repeat(2_000_000)}`,
      `https://jasper.ai.${'a.'.repeat(200_000)}com/`,
      `https://evil.example/${'/'.repeat(500_000)}`,
      '\uD800',
      'https://\uD800.dev/',
      null,
      undefined,
      42,
      {},
      Symbol('x'),
    ];
    for (const input of inputs) {
      expect(() => m.match(input as string)).not.toThrow();
      expect(
        m.match(input as string),
        String(typeof input === 'string' ? input.slice(0, 60) : input),
      ).toBeNull();
    }
  });

  it('copes with huge page URLs on matching hosts', () => {
    const deepPath = `/features/copilot/${'x/'.repeat(300_000)}`;
    expect(m.match(`https://github.com${deepPath}?x=1`)).toBe('copilot');
    expect(m.match(`https://github.com/${'features/'.repeat(300_000)}?x=1`)).toBeNull();
    expect(m.match(`https://jasper.ai/?${'q=1&'.repeat(300_000)}`)).toBe('jasper');
    expect(m.match(`https://${'a.'.repeat(100_000)}jasper.ai/`)).toBe('jasper');
  });

  it('matches odd but valid page URLs the way URL reads them', () => {
    expect(m.match('https:jasper.ai')).toBe('jasper');
    expect(m.match('https:////jasper.ai/x')).toBe('jasper');
    expect(m.match('HtTpS://JaSpEr.Ai/')).toBe('jasper');
    expect(m.match('https://github.com/features/copilot?x=1 ')).toBe('copilot');
    expect(m.match('https://github.com/features/copilot?x=\t1')).toBe('copilot');
  });
});

const HOSTS = [
  'jasper.ai',
  'app.jasper.ai',
  'google.com',
  'bard.google.com',
  'gemini.google.com',
  'play.google.com',
  'github.com',
  'gist.github.com',
  'huggingface.co',
  'bücher.de',
  'xn--bcher-kva.de',
  'shop.bücher.de',
  'example.co.uk',
  'co.uk',
  'com.au',
  'shop.com.au',
  'github.io',
  'alice.github.io',
  'vercel.app',
  'my-app.vercel.app',
  'www.com',
  'a.b.example.org',
  'example.org',
  'tool.dev',
  'x.y.tool.dev',
  'localhost',
  '127.0.0.1',
  '[::1]',
  'a_b.dev',
  'foo.1abc',
];
const SCHEMES = [
  'https://',
  'http://',
  'https://',
  'HTTPS://',
  'https:',
  'ftp://',
  'javascript:',
  '',
  '  https://',
];
const HOST_PREFIXES = ['', '', '', 'www.', 'WWW.', 'app.', 'www.www.', 'x.y.'];
const HOST_DECORATIONS = ['', '', '', '.', ':8080', ':443', '.:80', 'user:pw@'];
const PATHS = [
  '',
  '/',
  '/features/copilot',
  '/features/copilot/',
  '/features/copilot-x',
  '/features',
  '/Features/Copilot',
  '/spaces/acme/chat',
  '/spaces',
  '/store/apps/details',
  '/index.html',
  '/docs/index.html',
  '/docs',
  '/café',
  '/caf%C3%A9',
  '/a b',
  '/a%20b',
  '/x/../features',
  '/./docs',
  '/%2e/docs',
  '//docs',
  '\\docs',
  '/docs/.hidden',
  '/a%2Fb',
];
const PATH_TAILS = ['', '', '', '/', '/plans', '-x', '/index.html', '//', '/a/b/c', '/.', '/..'];
const QUERIES = [
  '',
  '',
  '',
  '?id=com.x',
  '?id=com.y',
  '?utm_source=x',
  '?ref=ph&id=com.x',
  '?id=com.x&hl=en',
  '?hl=en&id=com.x',
  '?UTM_Medium=y',
  '?id=a+b',
  '?id=a%20b',
  '?id=',
  '?id',
  '?id=com.x&id=com.y',
  '?q=café',
  '?via=x&gclid=1',
  '?id=com.x\t',
  "?id='a'",
  '?id=%27a%27',
  '?id=a%2Bb',
  '?id=%zz',
  '?id=a"<b>',
  '??id=com.x',
];
const FRAGMENTS = ['', '', '#top', '#?id=com.x', '#/docs'];

function generatedUrl(next: () => number, hostPool: readonly string[]): string {
  const host = pick(next, hostPool);
  const decoration = pick(next, HOST_DECORATIONS);
  const authority = decoration.endsWith('@') ? decoration + host : host + decoration;
  const upper = next() < 0.05;
  const url = `${pick(next, SCHEMES)}${pick(next, HOST_PREFIXES)}${upper ? authority.toUpperCase() : authority}${pick(next, PATHS)}`;
  return url + pick(next, PATH_TAILS) + pick(next, QUERIES) + pick(next, FRAGMENTS);
}

describe('the fast matcher agrees with a naive reference', () => {
  it('on every one of thousands of generated tools and page URLs', () => {
    const next = mulberry32(20240611);
    const tools: Tool[] = Array.from({ length: 3000 }, (_, i) => ({
      slug: `tool-${i}`,
      website: generatedUrl(next, HOSTS),
    }));
    const fast = createSiteMatcher(tools);
    const reference = createReferenceMatcher(tools);

    const pageHosts = [...HOSTS, 'evil-jasper.ai', 'jasper.ai.evil.example', 'google.co.uk', 'bob.github.io'];
    const pages = Array.from({ length: 4000 }, () => generatedUrl(next, pageHosts));
    let matched = 0;
    const disagreements: string[] = [];
    for (const page of pages) {
      const expected = reference(page);
      if (expected !== null) matched++;
      const actual = fast.match(page);
      if (actual !== expected) disagreements.push(`${page} -> ${actual}, expected ${expected}`);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Guard against a generator that only produces misses.
    expect(matched).toBeGreaterThan(pages.length / 4);
  }, 60_000); // thousands of cases: generous on a loaded machine (it checks answers, not speed)
});

describe('many tools on one host and path, told apart by query parameters', () => {
  it('agrees with the naive reference', () => {
    const next = mulberry32(7);
    const names = ['id', 'hl', 'v', 'utm_source'];
    const values = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'a b'];
    const query = (count: number): string => {
      const params = Array.from({ length: count }, () => `${pick(next, names)}=${pick(next, values)}`);
      return params.length > 0 ? `?${params.join('&')}` : '';
    };
    const places = [
      'https://play.google.com/store/apps/details',
      'https://store.dev/',
      'https://store.dev/app',
    ];
    const tools: Tool[] = Array.from({ length: 600 }, (_, i) => ({
      slug: `app-${i}`,
      website: `${pick(next, places)}${query(next() < 0.05 ? 0 : 1 + Math.floor(next() * 3))}`,
    }));
    const fast = createSiteMatcher(tools);
    const reference = createReferenceMatcher(tools);
    const pageBases = [
      ...places,
      'https://app.store.dev/app',
      'https://store.dev/app/x',
      'https://store.dev/other',
    ];
    let matched = 0;
    const disagreements: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const page = `${pick(next, pageBases)}${query(Math.floor(next() * 5))}`;
      const expected = reference(page);
      if (expected !== null) matched++;
      const actual = fast.match(page);
      if (actual !== expected) disagreements.push(`${page} -> ${actual}, expected ${expected}`);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(matched).toBeGreaterThan(1000);
  });
});

describe('claim: the tool match() picks, with the rule that claimed the page for it', () => {
  const directory = matcher({
    example: 'https://www.example.com/',
    docs: 'https://docs.example.com/guide',
    app: 'https://store.dev/app?id=7&utm_source=x',
  });

  it('names the rule of the website that won, over the whole directory', () => {
    expect(directory.claim('https://example.com/pricing')).toEqual({
      slug: 'example',
      why: { rule: 'host', host: 'example.com', query: [] },
    });
    // docs.example.com has a path website, but this page is not under it: the parent's root claims it.
    expect(directory.claim('https://docs.example.com/api')).toEqual({
      slug: 'example',
      why: { rule: 'subdomain', host: 'docs.example.com', website: 'example.com', query: [] },
    });
    expect(directory.claim('https://docs.example.com/guide/start')).toEqual({
      slug: 'docs',
      why: { rule: 'path', host: 'docs.example.com', path: '/guide', query: [] },
    });
    expect(directory.claim('https://store.dev/app/x?id=7&hl=de')).toEqual({
      slug: 'app',
      why: { rule: 'path', host: 'store.dev', path: '/app', query: [['id', '7']] },
    });
  });

  it('claims what match() matches, and nothing where it matches nothing', () => {
    for (const url of ['https://store.dev/app?id=8', 'https://example.org/', 'ftp://example.com/', '']) {
      expect(directory.match(url)).toBeNull();
      expect(directory.claim(url)).toBeNull();
    }
    const skipExample = (slug: string) => slug === 'example';
    expect(directory.claim('https://docs.example.com/api', skipExample)).toBeNull();
    expect(directory.claim('https://docs.example.com/guide', skipExample)?.slug).toBe('docs');
  });
});
