import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LANGUAGES } from '@vizyt/contracts';
import { selectLanguage, setLanguage } from '@/stores/ui-slice';
import { SelectField } from './select-field';

export const LanguageSelect = ({ visibleLabel, className }: { visibleLabel?: boolean; className?: string }) => {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useSelector(selectLanguage);
  return (
    <SelectField
      label={t('language.label')}
      value={language}
      visibleLabel={visibleLabel}
      className={className}
      options={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      onChange={(value) => dispatch(setLanguage(value))}
    />
  );
};
