import { unreadBadge } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';

/** '9+' above 9 in the header, '99+' above 99 in the specialist header; nothing for 0 (spec section 2). */
export const UnreadBadge = ({ count, cap, className }: { count: number; cap: 9 | 99; className?: string }) => {
  const text = unreadBadge(count, cap);
  if (!text) return null;
  return (
    <span
      data-testid="notification-badge"
      aria-hidden="true"
      className={cn(
        'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white dark:ring-slate-900',
        className,
      )}
    >
      {text}
    </span>
  );
};
