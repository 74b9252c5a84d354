import { formatBadgeCount } from '@/components/ui/count-badge';
import { cn } from '@/components/ui/cn';

/** A conversation's (or the navigation entry's) unread count: '99+' above 99; nothing for 0. Decorative: the label says it. */
export const UnreadCount = ({ count, className }: { count: number; className?: string }) => {
  const text = formatBadgeCount(count, 99);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums', className)}
    >
      {text}
    </span>
  );
};
