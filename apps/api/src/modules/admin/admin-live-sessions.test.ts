import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { useLiveServer } from '../../test/live-server.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

/**
 * Suspension ends live sessions too (issue #15): an open socket of the suspended account is
 * closed by the server at once, and it cannot connect again with the token it had; another
 * person's socket stays connected.
 */
const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
const { open, connected } = useLiveServer(app, container);

const person = (role: 'ADMIN' | 'CUSTOMER') => signedInAs({ db, container }, role, { email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@live.test` });
describe('suspension and open sockets', () => {
  it('closes the suspended account’s sockets at once and refuses it a new one', async () => {
    const admin = await person('ADMIN');
    const suspended = await person('CUSTOMER');
    const bystander = await person('CUSTOMER');
    const tabs = [await connected(suspended.token), await connected(suspended.token)];
    const other = await connected(bystander.token);
    const closed = tabs.map((s) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason))));

    const res = await request(app).put(api(`/admin/users/${suspended.id}/status`)).set(admin.auth).send({ status: 'SUSPENDED', reason: 'Порушення правил платформи' });
    expect(res.status).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);

    const again = open(suspended.token);
    const error = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });
});
