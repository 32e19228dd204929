import { describe, expect, it } from 'vitest';
import { MERGE_TAGS } from '@usher/domain/communications/merge-tags';
import { DEFAULT_TEMPLATES } from '@usher/domain/communications/notification-types';
import { MailRenderError, renderMessage, renderSubject } from '../../src/mail/render/render-message.ts';

const values = Object.fromEntries(MERGE_TAGS.map((tag) => [tag.id, tag.example]));
const mention = (id: string, label = id) => `<span data-type="mention" data-id="${id}" data-label="${label}">@${label}</span>`;
const render = (body: string, extra: Partial<Parameters<typeof renderMessage>[0]> = {}) => renderMessage({ subject: 'Hi', body, values, ...extra });

describe('renderMessage', () => {
  it('replaces a mention by the value, HTML-escaped', async () => {
    const out = await render(`<p>Hello ${mention('guest.first_name')}!</p>`, { values: { ...values, 'guest.first_name': '<b>Ada</b> & "Bob"' } });
    expect(out.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; &#34;Bob&#34;!');
    expect(out.html).not.toContain('<b>Ada</b>');
    expect(out.text).toContain('Hello <b>Ada</b> & "Bob"!');
  });

  it('drops scripts, event handlers and javascript: links', async () => {
    const out = await render(
      '<p>Hi<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p><iframe src="https://evil.example"></iframe>',
    );
    expect(out.html).not.toMatch(/script|onerror|javascript:|iframe|alert/i);
    expect(out.html).toContain('src="https://x.example/a.png"');
  });

  it('keeps a literal {{ or {% typed by the organiser as text, never evaluated', async () => {
    const out = await render(`<p>Literal {{ v['guest.first_name'] }}</p><p>{% for i in (1..3) %}x{% endfor %}</p><p>{guest.first_name}</p>`);
    expect(out.text).toContain("Literal {{ v['guest.first_name'] }}");
    expect(out.text).toContain('{% for i in (1..3) %}x{% endfor %}');
    expect(out.text).toContain('{guest.first_name}');
    expect(out.text).not.toContain('Ada');
    expect(out.text).not.toContain('xxx');
  });

  it('makes a link tag typed in the text a link the click tracking follows', async () => {
    const out = await render(`<p>Your pass: ${mention('link.pass', 'Pass link')}</p>`, {
      values: { ...values, 'link.pass': 'https://usher.example/p/abc' },
      links: { openPixelUrl: null, trackClick: async (url: string) => `https://usher.example/m/t/click?u=${encodeURIComponent(url)}` },
    });
    expect(out.html).toMatch(
      /<a [^>]*href="https:\/\/usher\.example\/m\/t\/click\?u=https%3A%2F%2Fusher\.example%2Fp%2Fabc"[^>]*>https:\/\/usher\.example\/p\/abc<\/a>/,
    );
  });

  it('renders an unknown tag as nothing', async () => {
    const out = await render(`<p>A${mention('guest.password')}B${mention('constructor')}C</p>`);
    expect(out.text).toContain('ABC');
    expect(out.html).not.toContain('guest.password');
  });

  it('fills a button whose address is a link tag, padded 15px 40px in the accent colour', async () => {
    const out = await render(DEFAULT_TEMPLATES.invitation.body, {
      values: { ...values, 'link.event': 'https://usher.example/rsvp/abc?x=1&y=2' },
      branding: { logoUrl: null, accentColor: '#AA3300', accentTextColor: '#FFFFFF', pageColor: '#EEEEEE' },
    });
    const button = /<a [^>]*data-button[^>]*>/.exec(out.html)![0];
    expect(button).toContain('href="https://usher.example/rsvp/abc?x=1&amp;y=2"');
    expect(button).toMatch(/padding: ?15px 40px/);
    expect(button).toMatch(/background: ?#AA3300/);
    expect(out.html).toContain('Hello Ada,');
    expect(out.html).toMatch(/max-width: ?600px/);
    expect(out.html).not.toContain('<style');
  });

  it('refuses a body over 100 KB', async () => {
    await expect(render(`<p>${'a'.repeat(1_000_000)}</p>`)).rejects.toBeInstanceOf(MailRenderError);
    await expect(render(`<p>${'a'.repeat(1_000_000)}</p>`)).rejects.toMatchObject({ code: 'body_too_large' });
  });

  it('writes a plain-text part with the links and the unsubscribe address', async () => {
    const out = await render('<h1>Title</h1><p>One <a href="https://usher.example/a">link</a></p><ul><li>first</li></ul>', {
      unsubscribeUrl: 'https://usher.example/m/t/unsubscribe',
    });
    expect(out.text).toContain('TITLE');
    expect(out.text).toContain('link [https://usher.example/a]');
    expect(out.text).toContain('* first');
    expect(out.text).toContain('Unsubscribe: https://usher.example/m/t/unsubscribe');
    expect(out.text).not.toContain('<');
    expect(out.html).toContain('href="https://usher.example/m/t/unsubscribe"');
  });

  it('inlines the layout styles into the elements', async () => {
    const out = await render('<p>Body</p>');
    expect(out.html).toMatch(/<p style="margin: ?0 0 16px;?">Body<\/p>/);
    expect(out.html).toMatch(/<td class="usher-content" style="[^"]*font-family: ?Arial/);
  });

  it('adds the open pixel, rewrites http links for click tracking and never the unsubscribe link', async () => {
    const seen: string[] = [];
    const out = await render('<p><a href="https://a.example/x?q=1&amp;r=2">a</a> <a href="mailto:x@example.com">m</a></p>', {
      links: {
        openPixelUrl: 'https://usher.example/m/t/open.gif',
        trackClick: async (url) => (seen.push(url), `https://usher.example/m/t/click?u=${encodeURIComponent(url)}`),
      },
      unsubscribeUrl: 'https://usher.example/m/t/unsubscribe',
    });
    expect(seen).toEqual(['https://a.example/x?q=1&r=2']);
    expect(out.html).toContain('href="https://usher.example/m/t/click?u=https%3A%2F%2Fa.example%2Fx%3Fq%3D1%26r%3D2"');
    expect(out.html).toContain('href="mailto:x@example.com"');
    expect(out.html).toContain('href="https://usher.example/m/t/unsubscribe"');
    expect(out.html).toMatch(/<img src="https:\/\/usher.example\/m\/t\/open.gif" width="1" height="1"/);
  });

  it("fills each recipient's own values and links into words compiled once for all of them", async () => {
    const body = `<h1>Welcome ${mention('guest.first_name')}</h1><p>Your pass: ${mention('link.pass')}</p><p><a href="https://a.example/x">agenda</a></p>`;
    const links = (token: string) => ({
      openPixelUrl: `https://usher.example/m/${token}/open.gif`,
      trackClick: async (url: string) => `https://usher.example/m/${token}/click?u=${encodeURIComponent(url)}`,
    });
    const [ada, bob] = await Promise.all(
      (['ada', 'bob'] as const).map((name) =>
        render(body, {
          values: { ...values, 'guest.first_name': name === 'ada' ? 'Ada' : 'Bob & Co', 'link.pass': `https://usher.example/p/${name}` },
          links: links(name),
          unsubscribeUrl: `https://usher.example/m/${name}/unsubscribe`,
        }),
      ),
    );
    expect(ada!.html).toContain('Welcome Ada');
    expect(ada!.html).toContain(`href="https://usher.example/m/ada/click?u=${encodeURIComponent('https://usher.example/p/ada')}"`);
    expect(ada!.html).toContain(`href="https://usher.example/m/ada/click?u=${encodeURIComponent('https://a.example/x')}"`);
    expect(ada!.html).toContain('src="https://usher.example/m/ada/open.gif"');
    expect(ada!.html).not.toMatch(/bob/i);
    expect(bob!.html).toContain('Welcome Bob &amp; Co');
    expect(bob!.html).toContain('href="https://usher.example/m/bob/unsubscribe"');
    expect(bob!.html).not.toMatch(/ada/i);
    // html-to-text upper-cases a heading, the guest's name in it included.
    expect(ada!.text).toContain('WELCOME ADA');
    expect(bob!.text).toContain('WELCOME BOB & CO');
    expect(bob!.text).toContain(`https://usher.example/p/bob [https://usher.example/m/bob/click?u=${encodeURIComponent('https://usher.example/p/bob')}]`);
    expect(bob!.text).toContain('Unsubscribe: https://usher.example/m/bob/unsubscribe');
  });

  it('attaches the calendar file when given', async () => {
    const out = await render('<p>x</p>', { calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    expect(out.attachments).toEqual([
      { filename: 'invitation.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
    expect((await render('<p>x</p>')).attachments).toEqual([]);
  });
});

describe('renderSubject', () => {
  it('replaces tags with plain values, unknown ones with nothing, on one line', () => {
    expect(renderSubject('Hi {guest.first_name} {nope.x} {{event.name}}', { ...values, 'guest.first_name': '<A>\r\nB' })).toBe('Hi <A> B {Spring Gala}');
  });
});
