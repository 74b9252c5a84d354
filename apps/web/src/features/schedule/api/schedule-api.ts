/**
 * Server data of the specialist's schedule: availability (working hours, settings, entries),
 * schedule slots, blocked time in a range, vacations, and the specialist's active bookings.
 * Mutations are `silent` where the form or dialog shows its own message.
 *
 * The API answers lists either bare or wrapped (`{ blocks: [...] }`); `listOf` takes both so the
 * screen does not depend on the presenter's wrapper key.
 */
import {
  ACTIVE_BOOKING_STATUSES,
  type AvailabilityBlock,
  type AvailabilitySettings,
  type Booking,
  type Weekday,
  type WorkingHours,
} from '@vizyt/contracts';
import { api } from '@/lib/api';

/** The bookings drawn in the calendar: what is coming and what took place. */
export const SCHEDULE_BOOKING_STATUSES = [...ACTIVE_BOOKING_STATUSES, 'COMPLETED'] as const;

export const SCHEDULE_ENDPOINTS = {
  availability: '/specialists/availability',
  workingHours: '/specialists/availability/working-hours',
  settings: '/specialists/availability/settings',
  vacation: '/specialists/availability/vacation',
  block: '/specialists/availability/block',
  blockById: (id: string) => `/specialists/availability/block/${encodeURIComponent(id)}`,
  blocked: '/specialists/availability/blocked',
  slots: '/availability/specialists/availability/blocks',
  slot: (id: string) => `/availability/specialists/availability/blocks/${encodeURIComponent(id)}`,
  bookings: '/bookings',
} as const;

export interface MyAvailability {
  timezone: string;
  workingHours: WorkingHours;
  settings: AvailabilitySettings;
  blocks: AvailabilityBlock[];
}

export interface WorkingHoursBody {
  workingHours: WorkingHours;
  timezone?: string;
}

export interface SlotBody {
  date: string;
  startTime: string;
  endTime: string;
  available: boolean;
  reason?: string;
  repeatWeekly: boolean;
  repeatDays: Weekday[];
}

export interface VacationBody {
  startDate: string;
  endDate: string;
  reason?: string;
}

export interface BlockBody {
  startsAt: string;
  endsAt: string;
  reason?: string;
  repeatWeekly: boolean;
  repeatDays: Weekday[];
}

/** Bookings of the range [from, to) (ISO instants). */
export interface BookingRange {
  from: string;
  to: string;
}

const silent = { silent: true } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list answered bare or under one of `keys`. */
export const listOf = <T>(data: unknown, keys: readonly string[]): T[] => {
  if (Array.isArray(data)) return data as T[];
  if (isRecord(data)) {
    for (const key of keys) if (Array.isArray(data[key])) return data[key] as T[];
  }
  return [];
};

/** An object answered bare or under `key`. */
export const objectOf = <T>(data: unknown, key: string): T => (isRecord(data) && isRecord(data[key]) ? data[key] : data) as T;

const ENTRY_KEYS = ['blocks', 'slots', 'entries', 'blocked', 'items'] as const;

export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Silent: the page shows its own message, and 422 (no profile yet) leads to the first-run setup. */
    getMyAvailability: build.query<MyAvailability, void>({
      query: () => ({ url: SCHEDULE_ENDPOINTS.availability }),
      transformResponse: (data: unknown) => objectOf<MyAvailability>(data, 'availability'),
      extraOptions: silent,
      providesTags: ['Availability'],
    }),
    saveWorkingHours: build.mutation<MyAvailability, WorkingHoursBody>({
      query: (body) => ({ url: SCHEDULE_ENDPOINTS.workingHours, method: 'PUT', body }),
      transformResponse: (data: unknown) => objectOf<MyAvailability>(data, 'availability'),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    saveAvailabilitySettings: build.mutation<MyAvailability, Partial<AvailabilitySettings>>({
      query: (body) => ({ url: SCHEDULE_ENDPOINTS.settings, method: 'PUT', body }),
      transformResponse: (data: unknown) => objectOf<MyAvailability>(data, 'availability'),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    getScheduleSlots: build.query<AvailabilityBlock[], void>({
      query: () => ({ url: SCHEDULE_ENDPOINTS.slots }),
      transformResponse: (data: unknown) => listOf<AvailabilityBlock>(data, ENTRY_KEYS),
      providesTags: ['Availability'],
    }),
    /** Blocks, vacations and unavailable slots with an occurrence between the dates (inclusive, specialist's zone). */
    getBlockedTime: build.query<AvailabilityBlock[], { startDate: string; endDate: string }>({
      query: (params) => ({ url: SCHEDULE_ENDPOINTS.blocked, params }),
      transformResponse: (data: unknown) => listOf<AvailabilityBlock>(data, ENTRY_KEYS),
      providesTags: ['Availability'],
    }),
    createScheduleSlot: build.mutation<unknown, SlotBody>({
      query: (body) => ({ url: SCHEDULE_ENDPOINTS.slots, method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    updateScheduleSlot: build.mutation<unknown, { id: string; body: SlotBody }>({
      query: ({ id, body }) => ({ url: SCHEDULE_ENDPOINTS.slot(id), method: 'PUT', body }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    deleteScheduleSlot: build.mutation<unknown, string>({
      query: (id) => ({ url: SCHEDULE_ENDPOINTS.slot(id), method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    addVacation: build.mutation<unknown, VacationBody>({
      query: (body) => ({ url: SCHEDULE_ENDPOINTS.vacation, method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    blockTime: build.mutation<unknown, BlockBody>({
      query: (body) => ({ url: SCHEDULE_ENDPOINTS.block, method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    /** Any entry of mine: a block, a vacation or a schedule slot. */
    removeBlockedTime: build.mutation<unknown, string>({
      query: (id) => ({ url: SCHEDULE_ENDPOINTS.blockById(id), method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: ['Availability'],
    }),
    /**
     * The specialist's active and completed bookings in a range (a visit that took place stays
     * in its week; only cancelled ones and no-shows leave the calendar — issue #26). Silent: the schedule still works without them
     * (the screen says they could not be loaded).
     */
    getScheduleBookings: build.query<Booking[], BookingRange>({
      query: ({ from, to }) => ({
        url: SCHEDULE_ENDPOINTS.bookings,
        params: { view: 'specialist', from, to, status: SCHEDULE_BOOKING_STATUSES.join(','), limit: 100, sortOrder: 'asc' },
      }),
      transformResponse: (data: unknown) => listOf<Booking>(data, ['bookings']),
      extraOptions: silent,
      providesTags: ['Booking'],
    }),
  }),
});

export const {
  useGetMyAvailabilityQuery,
  useSaveWorkingHoursMutation,
  useSaveAvailabilitySettingsMutation,
  useGetScheduleSlotsQuery,
  useGetBlockedTimeQuery,
  useCreateScheduleSlotMutation,
  useUpdateScheduleSlotMutation,
  useDeleteScheduleSlotMutation,
  useAddVacationMutation,
  useBlockTimeMutation,
  useRemoveBlockedTimeMutation,
  useGetScheduleBookingsQuery,
} = scheduleApi;
