import { useTranslation } from 'react-i18next';
import { Steps } from '@/components/ui/steps';
import { BOOKING_STEPS, type BookingStep } from '../model/steps';

/** The four steps of spec section 2; the current one carries aria-current="step". */
export const StepIndicator = ({ current }: { current: BookingStep }) => {
  const { t } = useTranslation('booking');
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <p className="sr-only">{t('steps.progress', { current: currentIndex + 1, total: BOOKING_STEPS.length })}</p>
      <Steps
        phoneLabels="current"
        completedLabel={t('steps.completed')}
        steps={BOOKING_STEPS.map((step, index) => ({ id: step, label: t(`steps.${step}`), number: index + 1, done: index < currentIndex, active: index === currentIndex }))}
      />
    </nav>
  );
};
