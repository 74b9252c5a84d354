import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFavorite, type FavoriteKind } from '../model/use-favorite';

interface FavoriteButtonProps {
  kind: FavoriteKind;
  id: string;
  className?: string;
}

/** Heart toggle; its text says what pressing it does next. Not shown to admins, who keep no favourites. */
export const FavoriteButton = ({ kind, id, className }: FavoriteButtonProps) => {
  const { t } = useTranslation('catalog');
  const { available, isFavorite, busy, toggle } = useFavorite(kind, id);
  if (!available) return null;
  return (
    <Button variant="outline" className={className} onClick={toggle} disabled={busy} aria-busy={busy || undefined}>
      <Heart aria-hidden="true" className={cn('size-4', isFavorite && 'fill-rose-500 text-rose-500')} />
      {t(isFavorite ? 'favorite.remove' : 'favorite.add')}
    </Button>
  );
};
