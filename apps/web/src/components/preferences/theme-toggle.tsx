import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export const ThemeToggle = ({ className, showLabel = false }: { className?: string; showLabel?: boolean }) => {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={showLabel ? undefined : label}
      title={label}
      className={cn(buttonClasses('ghost', showLabel ? 'md' : 'icon'), showLabel && 'w-full justify-start', className)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {/* Visible text names the theme it switches to; the title carries the full action. */}
      {showLabel && <span className="truncate">{theme === 'dark' ? t('theme.light') : t('theme.dark')}</span>}
    </button>
  );
};
