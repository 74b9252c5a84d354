import { useState } from 'react';
import { cn } from './cn';

const SOURCES = ['/logo.svg', '/logo-alt.svg'] as const;

/**
 * The Vizyt mark and word. The mark falls back to an alternate image if the first fails to load
 * (spec section 2), and to nothing if both fail — the word stays, so the logo never breaks.
 */
export const Logo = ({ className, showWord = true, name = 'Vizyt' }: { className?: string; showWord?: boolean; name?: string }) => {
  const [source, setSource] = useState(0);
  const src = SOURCES[source];
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {src && (
        <img
          src={src}
          alt={showWord ? '' : name}
          width={32}
          height={32}
          className="size-8 shrink-0"
          onError={() => setSource((s) => s + 1)}
        />
      )}
      {showWord && <span className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">{name}</span>}
    </span>
  );
};
