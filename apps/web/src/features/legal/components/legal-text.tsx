import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { parseInline } from '../model/inline-markup';

export const legalLinkClass =
  'font-medium break-words text-brand-700 underline decoration-brand-300 underline-offset-2 ' +
  'hover:decoration-brand-700 dark:text-brand-300 dark:decoration-brand-700 dark:hover:decoration-brand-300';

/** One paragraph or list item of a legal text, with its **bold** and [links](…) rendered. */
export function LegalText({ text }: { text: string }) {
  const nodes = useMemo(() => parseInline(text), [text]);
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-slate-900 dark:text-white">
                {node.text}
              </strong>
            );
          case 'link':
            return node.target === 'internal' ? (
              <Link key={index} to={node.href} className={legalLinkClass}>
                {node.text}
              </Link>
            ) : (
              <a
                key={index}
                href={node.href}
                className={legalLinkClass}
                {...(node.target === 'external' ? { rel: 'noopener noreferrer' } : {})}
              >
                {node.text}
              </a>
            );
          default:
            return <span key={index}>{node.text}</span>;
        }
      })}
    </>
  );
}
