import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LANGUAGES, type Language } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { selectLanguage, setLanguage } from '@/stores/ui-slice';

export const LanguageSelect = ({ visibleLabel = false, className }: { visibleLabel?: boolean; className?: string }) => {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useSelector(selectLanguage);
  return (
    <SelectField
      compact
      label={t('language.label')}
      labelHidden={!visibleLabel}
      value={language}
      className={className}
      onChange={(event) => dispatch(setLanguage(event.target.value as Language))}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </SelectField>
  );
};
