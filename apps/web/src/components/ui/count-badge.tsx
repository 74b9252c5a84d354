import { cn } from './cn';

/** '9+' above 9 (header), '99+' above 99 (specialist header); nothing for 0. */
export const formatBadgeCount = (count: number, max: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
};

export const CountBadge = ({ count, max, className }: { count: number; max: number; className?: string }) => {
  const text = formatBadgeCount(count, max);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900',
        className,
      )}
    >
      {text}
    </span>
  );
};
