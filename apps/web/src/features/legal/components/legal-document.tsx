import { type MouseEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS, type LegalBlock, type LegalDocumentKey } from '../model/legal-content';
import { scrollToAnchor } from '../model/scroll-to-anchor';
import { useLegalDocument } from '../model/use-legal-document';
import { LegalDocumentsNav } from './legal-documents-nav';
import { LegalTableOfContents } from './legal-table-of-contents';
import { LegalText, legalLinkClass } from './legal-text';

const paragraphClass = 'mt-4 first:mt-0 text-base leading-7 text-pretty text-slate-700 dark:text-slate-300';

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (block.kind === 'list') {
    return (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-base leading-7 text-slate-700 marker:text-slate-400 dark:text-slate-300 dark:marker:text-slate-500">
        {block.items.map((item, index) => (
          <li key={index} className="pl-1 text-pretty">
            <LegalText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className={paragraphClass}>
      <LegalText text={block.text} />
    </p>
  );
}

/**
 * A whole legal document: title, "last updated" date, introduction, table of contents and
 * numbered sections with stable anchors (/privacy#privacy-rights). Every column is capped at
 * about 70 characters per line and centred; from 1024 px the contents sit in a sticky column
 * beside the text.
 */
export function LegalDocument({ document: documentKey }: { document: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const doc = useLegalDocument(documentKey);
  const { hash } = useLocation();
  const titleId = `${documentKey}-title`;
  const otherDocuments = LEGAL_DOCUMENT_KEYS.filter((key) => key !== documentKey);

  // The page is loaded lazily, so the browser's own jump to /privacy#privacy-rights happens
  // before the section exists. Repeat it once the text is there.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) scrollToAnchor(id, { updateUrl: false, focus: false, instant: true });
  }, [hash]);

  const backToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToAnchor(titleId);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[15rem_minmax(0,70ch)] lg:justify-center lg:gap-x-12 lg:px-8 xl:gap-x-16"
    >
      <header className="mx-auto w-full max-w-[70ch] lg:mx-0 lg:max-w-none lg:col-start-2 lg:row-start-1">
        <LegalDocumentsNav />
        <h1
          id={titleId}
          tabIndex={-1}
          className="mt-6 text-[1.75rem] leading-tight font-bold tracking-tight text-balance break-words hyphens-auto text-slate-900 sm:text-4xl dark:text-white"
        >
          {doc.title}
        </h1>
        <p className="mt-3 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">{doc.description}</p>
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          {t('common.lastUpdated')} <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdatedLabel}</time>
        </p>
      </header>

      <LegalTableOfContents
        sections={doc.sections}
        className="mx-auto w-full max-w-[70ch] lg:mx-0 lg:max-w-none mt-8 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:pb-4"
      />

      <div className="mx-auto w-full max-w-[70ch] lg:mx-0 lg:max-w-none mt-8 lg:col-start-2 lg:row-start-2">
        {doc.intro.map((paragraph, index) => (
          <p key={index} className={paragraphClass}>
            <LegalText text={paragraph} />
          </p>
        ))}

        {doc.sections.map((section, index) => (
          <section key={section.key} aria-labelledby={section.anchor} className="mt-12">
            <h2
              id={section.anchor}
              tabIndex={-1}
              className="flex gap-3 text-xl font-semibold tracking-tight text-balance break-words hyphens-auto text-slate-900 sm:text-2xl dark:text-white"
            >
              <span className="tabular-nums text-slate-500 dark:text-slate-400">{index + 1}.</span>{' '}
              <span>{section.title}</span>
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <LegalBlockView key={blockIndex} block={block} />
            ))}
          </section>
        ))}

        <footer className="mt-14 flex flex-col gap-4 border-t border-slate-200 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <p>
            {t('common.seeAlso')}{' '}
            {otherDocuments.map((key, index) => (
              <span key={key}>
                {index > 0 ? ', ' : null}
                <Link to={LEGAL_DOCUMENTS[key].path} className={legalLinkClass}>
                  {t(`${key}.title`)}
                </Link>
              </span>
            ))}
          </p>
          <a href={`#${titleId}`} onClick={backToTop} className={legalLinkClass}>
            {t('common.backToTop')}
          </a>
        </footer>
      </div>
    </article>
  );
}
