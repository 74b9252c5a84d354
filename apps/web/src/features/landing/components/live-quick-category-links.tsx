import { LANGUAGES, type Language } from '@vizyt/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLandingCategoriesQuery } from '../api/get-categories';
import type { QuickLink } from './quick-link-list';

const toLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'uk';

/**
 * Renders nothing: asks the API for the live categories in the interface language and hands
 * them over (null while loading, on failure or when there are none).
 */
export default function LiveQuickCategoryLinks({ onLinks }: { onLinks: (links: QuickLink[] | null) => void }) {
  const { i18n } = useTranslation('landing');
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // `data` keeps the previous answer while a new language loads; `names` already holds every language.
  const { data, isError } = useGetLandingCategoriesQuery({ lang });
  const live = !isError ? data?.categories : undefined;
  useEffect(() => {
    onLinks(
      live && live.length > 0
        ? live.map((category) => ({ id: category.id, name: category.names?.[lang] || category.name, iconName: category.icon }))
        : null,
    );
  }, [live, lang, onLinks]);
  return null;
}
