/**
 * The service form's values and their mapping to the contract (ServiceInputSchema). The form
 * keeps the category select's value ('' | a category id | OTHER_CATEGORY) and the custom name
 * side by side; the schema gets exactly one of `category` and `customCategory`.
 */
import { z } from 'zod';
import { ServiceInputSchema, WEEKDAYS, type Service, type ServiceInput, type Weekday } from '@vizyt/contracts';

export const OTHER_CATEGORY = '__other__';
export const DURATION_STEP_MINUTES = 15;

export interface ServiceFormValues {
  name: string;
  description: string;
  category: string;
  customCategory: string;
  price: number;
  currency: 'UAH';
  duration: number;
  availableDays: Weekday[];
  timeSlots: string[];
  isActive: boolean;
}

export type ServiceFormOutput = z.output<typeof ServiceInputSchema>;

export const emptyServiceForm = (): ServiceFormValues => ({
  name: '',
  description: '',
  category: '',
  customCategory: '',
  price: Number.NaN,
  currency: 'UAH',
  duration: 60,
  availableDays: [],
  timeSlots: [],
  isActive: true,
});

export const serviceFormValues = (service: Service): ServiceFormValues => ({
  name: service.name,
  description: service.description,
  category: service.category?.id ?? (service.customCategory ? OTHER_CATEGORY : ''),
  customCategory: service.customCategory ?? '',
  price: service.price,
  currency: 'UAH',
  duration: service.duration,
  availableDays: [...service.availableDays],
  timeSlots: [...service.timeSlots],
  isActive: service.isActive,
});

const weekdayOrder = (day: Weekday) => WEEKDAYS.indexOf(day);

/** Form values → the contract's input (days in week order, slots sorted). */
export const toServiceInput = (values: ServiceFormValues): ServiceInput => {
  const other = values.category === OTHER_CATEGORY;
  const custom = values.customCategory.trim();
  return {
    name: values.name,
    description: values.description,
    ...(other ? (custom ? { customCategory: custom } : {}) : values.category ? { category: values.category } : {}),
    price: values.price,
    currency: values.currency,
    duration: values.duration,
    availableDays: [...(values.availableDays || [])].sort((a, b) => weekdayOrder(a) - weekdayOrder(b)),
    timeSlots: [...values.timeSlots].sort(),
    isActive: values.isActive,
  };
};

/**
 * The contract itself, fed with the mapped values. ("Other" without a name fails the contract's
 * category rule; the form shows that message on the custom-name field, where one has to type.)
 */
export const serviceFormSchema = z.custom<ServiceFormValues>().transform(toServiceInput).pipe(ServiceInputSchema);

/** "HH:mm", as the contract accepts it. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
