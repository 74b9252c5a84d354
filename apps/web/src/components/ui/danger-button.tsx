import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

type Tone = 'solid' | 'outline' | 'ghost';

const tones: Record<Tone, string> = {
  solid: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
  outline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/60',
  ghost: 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/60',
};

/**
 * Destructive actions (delete account, remove photo). Own classes rather than overrides of the
 * shared button's variants: `cn` joins classes without merging, so overrides would fight.
 */
export const DangerButton = ({ tone = 'solid', size = 'md', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; size?: 'sm' | 'md' }) => (
  <button
    type={type}
    className={cn(
      'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50',
      size === 'sm' ? 'h-9 px-3 text-sm' : 'h-10 px-4 text-sm',
      tones[tone],
      className,
    )}
    {...props}
  />
);
