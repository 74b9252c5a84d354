import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '../model/legal-content';

/** Switches between the legal documents; the current one is marked aria-current="page". */
export function LegalDocumentsNav() {
  const { t } = useTranslation('legal');
  return (
    <nav aria-label={t('common.documentsNav')}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800/70">
        {LEGAL_DOCUMENT_KEYS.map((key) => (
          <li key={key}>
            <NavLink
              to={LEGAL_DOCUMENTS[key].path}
              end
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                    : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`
              }
            >
              {t(`${key}.navLabel`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
