import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The application server's key pair of web push (VAPID, RFC 8292) and the contact sent with it. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

export interface VapidSource {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
  /** Where generated keys are kept (vapid.json) when the environment gives none. */
  dataDir: string;
}

const decodedLength = (key: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(key) ? Buffer.from(key, 'base64url').length : -1);

function checked(keys: { publicKey: string; privateKey: string }, where: string): { publicKey: string; privateKey: string } {
  if (decodedLength(keys.publicKey) !== 65 || decodedLength(keys.privateKey) !== 32) {
    throw new Error(`${where}: the VAPID keys are not a P-256 key pair in base64url (65-byte public key, 32-byte private key); generate one with \`npx web-push generate-vapid-keys\``);
  }
  return keys;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair generated on the
 * first start and kept in DATA_DIR/vapid.json (mode 0600), read back by later starts. That file
 * is as safe as the environment in production too: it never leaves the server, and DATA_DIR
 * already holds the database and uploads. What matters is that the pair stays the same — browsers
 * subscribed with the public key, so a new pair silently ends every subscription — so back up
 * DATA_DIR, or set the keys in the environment when DATA_DIR is not persistent.
 */
export function loadVapidKeys(source: VapidSource): VapidKeys {
  const { subject } = source;
  if (source.publicKey || source.privateKey) {
    if (!source.publicKey || !source.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
    return { ...checked({ publicKey: source.publicKey, privateKey: source.privateKey }, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY'), subject };
  }
  const file = path.join(source.dataDir, 'vapid.json');
  if (!fs.existsSync(file)) createKeyFile(file);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<'publicKey' | 'privateKey', unknown>>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file}: no VAPID key pair in it; delete the file to make a new one`);
  return { ...checked({ publicKey: stored.publicKey, privateKey: stored.privateKey }, file), subject };
}

/**
 * Writes a new pair so that concurrent starts (several processes, parallel test files) agree
 * on one: the whole file is written aside, then linked into place, which fails if another
 * process was first — then theirs is kept.
 */
function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(aside, `${JSON.stringify({ publicKey, privateKey, createdAt: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}
