import { WorkingHoursSchema } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../../prisma/seed/seed.js';
import { useTestDatabase } from '../../test/db.js';
import { schedulingServiceOn } from './scheduling.test-support.js';

const { db } = await useTestDatabase();

describe('demo data availability', () => {
  it('gives every demo specialist valid working hours and every demo service free slots in the next two weeks', async () => {
    await seedDemoData(db, { hashPassword: async (p) => `plain:${p}`, passwords: 'published' });
    const profiles = await db.specialistProfile.findMany({ select: { workingHours: true, services: { select: { id: true, name: true } } } });
    expect(profiles.length).toBeGreaterThan(30);
    const scheduling = schedulingServiceOn(db);
    const withoutSlots: string[] = [];
    for (const p of profiles) {
      const hours = WorkingHoursSchema.parse(p.workingHours);
      expect(Object.keys(hours).length).toBeGreaterThan(0);
      for (const svc of p.services) {
        const { days } = await scheduling.serviceAvailability(svc.id, { days: 14 });
        if (days.every((d) => d.slots.length === 0)) withoutSlots.push(svc.name);
      }
    }
    expect(withoutSlots).toEqual([]);
  });
});
