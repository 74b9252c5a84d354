import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
  /** Links found in the text, so people and tests can follow them. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox (newest first); null when mail goes out over SMTP. */
  outbox(): OutboxMessage[] | null;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as JSON to `outboxDir`, so all
 * flows work offline; a development-only page lists them (never served in production).
 */
export function createMailer({ smtpUrl, from, outboxDir }: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      outbox: () => null,
    };
  }
  return {
    async send(message) {
      fs.mkdirSync(outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const links = [...message.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
      const stored: OutboxMessage = { id, from, createdAt, links, ...message };
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const finalPath = path.join(outboxDir, `${id}.json`);
      await fs.promises.writeFile(`${finalPath}.tmp`, JSON.stringify(stored, null, 2));
      await fs.promises.rename(`${finalPath}.tmp`, finalPath);
    },
    outbox() {
      if (!fs.existsSync(outboxDir)) return [];
      return fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, 200)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMessage);
    },
  };
}
