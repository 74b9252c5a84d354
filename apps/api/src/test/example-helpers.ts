import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../lib/db.js';
import { hashToken } from '../lib/tokens.js';
import type { ActorName, World } from './world.js';

/**
 * The route examples' types and the helpers they share. The examples themselves live beside their
 * routers (modules/<module>/<module>.examples.ts) and are gathered in test/route-examples.ts; the
 * types are declared here, below both, so a module's examples import them without an import cycle.
 */

/**
 * One valid request for every endpoint, built against a fresh world (test/world.ts). The access
 * matrix sends it as every actor and expects success from those the route admits; the fuzzer
 * starts from it and breaks it. An endpoint without an example fails both tests, so a new
 * endpoint is covered the day it lands.
 */
export interface RouteExample {
  /** Path parameters; by default every parameter is A's resource of the route's declared kind. */
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** multipart/form-data: text fields and one file (`moreFiles`: other file fields of the same form). */
  multipart?: { fields: Record<string, string>; file: MultipartFile; moreFiles?: MultipartFile[] };
  /** Success status when it is not the route's own (e.g. an unconfigured provider). */
  expect?: number;
  /** Authorization to send instead of the actor's own (an actor of the same role in another state). */
  authAs?: Record<string, string>;
}

export interface MultipartFile {
  field: string;
  name: string;
  content: Buffer;
}

export interface ExampleContext {
  world: World;
  actor: ActorName;
  db: Db;
  /** A signed-in session of customer A made through the API (for refresh tokens). */
  signInCustomerA(): Promise<{ accessToken: string; refreshToken: string }>;
  /** A specialist account that has no business profile yet. */
  newSpecialistWithoutProfile(): Promise<Record<string, string>>;
}

export type Example = (ctx: ExampleContext) => RouteExample | Promise<RouteExample>;

export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
export const unique = () => randomBytes(4).toString('hex');

let png: Promise<Buffer> | undefined;
export const smallPng = () => (png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#8fb4d9' } }).png().toBuffer());

export async function oneTimeToken(db: Db, userId: string, purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL') {
  const token = randomBytes(32).toString('base64url');
  await db.oneTimeToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) } });
  return token;
}

/** Moves A's booking to a state and time (an hour long, busy for that hour). */
export async function shapeBooking(db: Db, world: World, status: 'PENDING' | 'CONFIRMED' | 'IN_PROGRESS', startsInMinutes: number) {
  const scheduledAt = new Date(Math.floor((Date.now() + startsInMinutes * 60_000) / 60_000) * 60_000);
  const endsAt = new Date(scheduledAt.getTime() + 3_600_000);
  await db.booking.update({ where: { id: world.ids.booking }, data: { status, scheduledAt, endsAt, busyUntil: endsAt, durationMinutes: 60 } });
}
