interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: 'center' | 'start';
}

/** The h2 and lead paragraph every landing section opens with. */
export function SectionHeading({ id, title, subtitle, eyebrow, align = 'center' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-300">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
    </div>
  );
}
