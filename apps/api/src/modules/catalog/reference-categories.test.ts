import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SUPPORT_USER_ID } from '@vizyt/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../lib/paths.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

// A database with the migrations applied and nothing else: no seed, no factories.
const { db, url } = await useTestDatabase();
const app = createTestApp(db, url).app;

/** Spec section 1, in display order. */
const SPEC_CATEGORIES = [
  { id: 'beauty-wellness', uk: 'Краса та догляд', en: 'Beauty & Wellness', ru: 'Красота и уход', icon: 'sparkles' },
  { id: 'health-fitness', uk: 'Здоров’я та фітнес', en: 'Health & Fitness', ru: 'Здоровье и фитнес', icon: 'heart-pulse' },
  { id: 'home-services', uk: 'Послуги для дому', en: 'Home Services', ru: 'Услуги для дома', icon: 'home' },
  { id: 'professional-services', uk: 'Професійні послуги', en: 'Professional Services', ru: 'Профессиональные услуги', icon: 'briefcase' },
  { id: 'education', uk: 'Освіта', en: 'Education', ru: 'Образование', icon: 'graduation-cap' },
  { id: 'technology', uk: 'Технології', en: 'Technology', ru: 'Технологии', icon: 'laptop' },
  { id: 'psychology', uk: 'Психологія', en: 'Psychology', ru: 'Психология', icon: 'brain' },
];

const migrationSql = () => {
  const [dir] = fs.readdirSync(migrationsDir).filter((d) => d.endsWith('_reference_categories'));
  return fs.readFileSync(path.join(migrationsDir, dir!, 'migration.sql'), 'utf8');
};

describe('reference categories (migration, not demo data)', () => {
  it('a freshly migrated database lists the seven categories of the spec in order, in uk, en and ru', async () => {
    const res = await request(app).get(api('/services/categories'));
    expect(res.status).toBe(200);
    const categories = res.body.data.categories as { id: string; name: string; names: Record<string, string>; description: string; icon: string; serviceCount: number }[];
    expect(categories.map((c) => c.id)).toEqual(SPEC_CATEGORIES.map((c) => c.id));
    for (const [i, c] of categories.entries()) {
      const spec = SPEC_CATEGORIES[i]!;
      expect(c).toMatchObject({ name: spec.uk, names: { uk: spec.uk, en: spec.en, ru: spec.ru }, icon: spec.icon, serviceCount: 0 });
      expect(c.description.length).toBeGreaterThan(20);
    }
    const en = await request(app).get(api('/services/categories?lang=en'));
    expect(en.body.data.categories.map((c: { name: string }) => c.name)).toEqual(SPEC_CATEGORIES.map((c) => c.en));
    const ru = await request(app).get(api('/services/categories?lang=ru'));
    expect(ru.body.data.categories.map((c: { name: string }) => c.name)).toEqual(SPEC_CATEGORIES.map((c) => c.ru));
    // No demo data: the only account is the Vizyt support system account (its own migration).
    expect(await db.user.findMany({ select: { id: true } })).toEqual([{ id: SUPPORT_USER_ID }]);
  });

  describe('re-applied to a database that already has categories (demo databases seeded before the migration)', () => {
    const client = new pg.Client({ connectionString: url });
    beforeAll(() => client.connect());
    afterAll(() => client.end());

    it('restores changed and missing rows and leaves matching ones and other categories alone', async () => {
      await db.category.update({ where: { id: 'education' }, data: { nameEn: 'Old name', sortOrder: 40, icon: 'book' } });
      await db.category.delete({ where: { id: 'psychology' } });
      await db.category.create({
        data: { id: 'sewing', nameUk: 'Шиття', nameEn: 'Sewing', nameRu: 'Шитьё', descriptionUk: '-', descriptionEn: '-', descriptionRu: '-', icon: 'scissors', sortOrder: 7 },
      });

      const first = await client.query(migrationSql());
      expect(first.rowCount).toBe(2); // education updated, psychology inserted; five matching rows untouched
      const rows = await db.category.findMany({ orderBy: { sortOrder: 'asc' }, select: { id: true, nameEn: true, icon: true } });
      expect(rows.map((r) => r.id)).toEqual([...SPEC_CATEGORIES.map((c) => c.id), 'sewing']);
      expect(rows.find((r) => r.id === 'education')).toEqual({ id: 'education', nameEn: 'Education', icon: 'graduation-cap' });

      const again = await client.query(migrationSql());
      expect(again.rowCount).toBe(0);
    });
  });
});
