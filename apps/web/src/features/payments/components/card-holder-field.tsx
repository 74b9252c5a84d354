import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { CARD_HOLDER_MAX_LENGTH } from '../model/test-card';

/** The cardholder's name, as both card forms ask for it; `fieldId` is the form's id prefix. */
export const CardHolderField = ({ fieldId, ...input }: { fieldId: string } & Omit<TextFieldProps, 'id' | 'label' | 'hint' | 'autoComplete' | 'maxLength'>) => {
  const { t } = useTranslation('payments');
  return <TextField id={`${fieldId}-holder`} label={t('card.holder')} hint={t('card.holderHint')} autoComplete="cc-name" maxLength={CARD_HOLDER_MAX_LENGTH} {...input} />;
};
