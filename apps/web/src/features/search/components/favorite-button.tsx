import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { selectCanFavorite } from '@/stores/auth-slice';
import { useAppSelector } from '@/stores/hooks';
import { useIsSignedIn } from '@/stores/viewer';
import { useSetSearchFavoriteMutation } from '../api/search-api';
import { focusRing } from './search-styles';

interface FavoriteButtonProps {
  serviceId: string;
  serviceName: string;
  favorited: boolean;
}

/** The heart on a result. A guest is sent to sign in and comes back to the same search; an admin sees none. */
export function FavoriteButton({ serviceId, serviceName, favorited }: FavoriteButtonProps) {
  const { t } = useTranslation('search');
  const signedIn = useIsSignedIn();
  const canFavorite = useAppSelector(selectCanFavorite);
  const navigate = useNavigate();
  const location = useLocation();
  const [setFavorite, { isLoading }] = useSetSearchFavoriteMutation();

  if (!canFavorite) return null;

  const handleClick = async () => {
    if (!signedIn) {
      navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    const result = await setFavorite({ serviceId, favorited: !favorited });
    if ('error' in result) toast.error(t('card.favoriteFailed'));
  };

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={isLoading}
      aria-pressed={signedIn ? favorited : undefined}
      aria-label={favorited ? t('card.removeFavorite', { name: serviceName }) : t('card.addFavorite', { name: serviceName })}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-rose-50 hover:text-rose-600 dark:text-slate-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-400',
        focusRing,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', favorited && 'fill-rose-500 text-rose-500')} />
    </button>
  );
}
