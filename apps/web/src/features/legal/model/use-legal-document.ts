import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLegalDate } from './format-legal-date';
import { LEGAL_DOCUMENTS, type LegalDocumentKey, type LegalSection, toParagraphs, toSections } from './legal-content';

export interface LegalDocumentView {
  title: string;
  description: string;
  intro: string[];
  sections: LegalSection[];
  lastUpdatedIso: string;
  lastUpdatedLabel: string;
}

/** One legal document in the current interface language, ready to render. */
export function useLegalDocument(document: LegalDocumentKey): LegalDocumentView {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.resolvedLanguage ?? i18n.language;

  return useMemo(() => {
    // The company's name and address appear in several paragraphs; they are written once
    // (common.company) and interpolated, so changing them is a one-line edit per language.
    const company = { company: t('common.company.name'), address: t('common.company.address') };
    const intro: unknown = t(`${document}.intro`, { returnObjects: true, ...company });
    const sections: unknown = t(`${document}.sections`, { returnObjects: true, ...company });
    const { lastUpdated } = LEGAL_DOCUMENTS[document];
    return {
      title: t(`${document}.title`),
      description: t(`${document}.description`),
      intro: toParagraphs(intro),
      sections: toSections(document, sections),
      lastUpdatedIso: lastUpdated,
      lastUpdatedLabel: formatLegalDate(lastUpdated, language),
    };
  }, [t, document, language]);
}
