/**
 * Demo sign-ins printed by `npm start`. Only ever loaded into the demo database; the
 * passwords satisfy the registration rules (8+ characters, upper and lower case, a digit).
 */
export const demoAccounts = {
  admin: { email: 'admin@vizyt.demo', password: 'Admin12345', firstName: 'Оксана', lastName: 'Адміненко' },
  customer: { email: 'customer@vizyt.demo', password: 'Customer12345', firstName: 'Ірина', lastName: 'Петренко' },
  /** Signs in as the first specialist of specialists.ts (a Kyiv manicurist). */
  specialist: { email: 'specialist@vizyt.demo', password: 'Specialist12345' },
} as const;

export const DEMO_SPECIALIST_EMAIL_DOMAIN = 'specialists.vizyt.demo';
/** The first demo specialist signs in as demoAccounts.specialist; the others are <key>@specialists.vizyt.demo. */
export const demoSpecialistEmail = (index: number, key: string) => (index === 0 ? demoAccounts.specialist.email : `${key}@${DEMO_SPECIALIST_EMAIL_DOMAIN}`);
/** The demo reviewers of data/reviews.ts: <key>@customers.vizyt.demo, without passwords. */
export const DEMO_CUSTOMER_EMAIL_DOMAIN = 'customers.vizyt.demo';
