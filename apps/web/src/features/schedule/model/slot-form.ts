/**
 * The add/edit slot form (spec section 2) and its mapping to ScheduleSlotInputSchema: the reason
 * only travels with unavailable time, the weekdays only with a weekly repeat.
 */
import { z } from 'zod';
import { ScheduleSlotInputSchema, WEEKDAYS, type AvailabilityBlock, type Weekday } from '@vizyt/contracts';
import type { SlotBody } from '../api/schedule-api';
import { weekdayOfDate } from './calendar';

export interface SlotFormValues {
  date: string;
  startTime: string;
  endTime: string;
  available: boolean;
  reason: string;
  repeatWeekly: boolean;
  repeatDays: Weekday[];
}

export const emptySlotForm = (date: string, startTime = '09:00'): SlotFormValues => ({
  date,
  startTime,
  endTime: startTime >= '23:00' ? '23:59' : `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
  available: false,
  reason: '',
  repeatWeekly: false,
  repeatDays: [],
});

export const slotFormValues = (slot: AvailabilityBlock): SlotFormValues => ({
  date: slot.date,
  startTime: slot.startTime,
  endTime: slot.endTime,
  available: slot.available,
  reason: slot.reason ?? '',
  repeatWeekly: slot.repeatWeekly,
  repeatDays: [...slot.repeatDays],
});

export const toSlotBody = (values: SlotFormValues): SlotBody => {
  const reason = values.reason.trim();
  const days = values.repeatDays.length > 0 ? values.repeatDays : values.date ? [weekdayOfDate(values.date)] : [];
  return {
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    available: values.available,
    ...(!values.available && reason ? { reason } : {}),
    repeatWeekly: values.repeatWeekly,
    repeatDays: values.repeatWeekly ? WEEKDAYS.filter((d) => days.includes(d)) : [],
  };
};

export const slotFormSchema = z
  .custom<SlotFormValues>()
  .transform((values): z.input<typeof ScheduleSlotInputSchema> => toSlotBody(values))
  .pipe(ScheduleSlotInputSchema);
