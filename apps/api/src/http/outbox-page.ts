import type { RequestHandler } from 'express';
import type { Mailer } from '../lib/mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development only: the local outbox as a page, so a person can open verification links. */
export function outboxPage(mailer: Mailer): RequestHandler {
  return (_req, res) => {
    const messages = mailer.outbox() ?? [];
    const items = messages
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(m.createdAt)}</p>
<pre>${escape(m.text)}</pre>${m.links.map((l) => `<p><a href="${escape(l)}">${escape(l)}</a></p>`).join('')}</article>`,
      )
      .join('\n');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vizyt · dev outbox</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:12px;padding:1rem;margin:1rem 0}.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap}</style></head>` +
          `<body><h1>Development outbox</h1><p>E-mails the app would have sent (newest first). Shown only outside production when SMTP_URL is not set.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  };
}
