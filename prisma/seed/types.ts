/**
 * Shapes of the demo data. The data files hold plain values only; `seed.ts` turns them into
 * rows. Prices are in hryvnia (major units) for readability and stored as kopiyky.
 */

/** Ids of the reference categories, which every database gets from migration *_reference_categories. */
export type CategorySlug =
  | 'beauty-wellness'
  | 'health-fitness'
  | 'home-services'
  | 'professional-services'
  | 'education'
  | 'technology'
  | 'psychology';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface DemoService {
  /** Ukrainian name as a specialist would write it, e.g. "Манікюр класичний" */
  name: string;
  /** 1–3 sentences in Ukrainian */
  description: string;
  category: CategorySlug;
  priceUah: number;
  durationMinutes: number;
  availableDays: Weekday[];
  /** "HH:mm" start times in the specialist's time zone */
  timeSlots: string[];
}

export interface DemoSpecialist {
  /** Stable key used to derive a deterministic e-mail: <key>@specialists.vizyt.demo */
  key: string;
  firstName: string;
  lastName: string;
  phone: string;
  businessName: string | null;
  /** Ukrainian, e.g. "Майстер манікюру" */
  specialization: string;
  /** 2–4 sentences in Ukrainian, first person or third person */
  bio: string;
  yearsOfExperience: number;
  /** ISO 639-1 codes, e.g. ["uk", "en"] */
  languages: string[];
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  worksOnline: boolean;
  worksInPerson: boolean;
  responseTimeMinutes: number;
  services: DemoService[];
}
