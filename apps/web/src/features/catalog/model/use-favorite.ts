import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/stores/hooks';
import { paths } from '@/config/paths';
import { selectCanFavorite } from '@/stores/auth-slice';
import { useIsSignedIn } from '@/stores/viewer';
import {
  useGetFavoriteServicesQuery,
  useGetFavoriteSpecialistsQuery,
  useSetServiceFavoriteMutation,
  useSetSpecialistFavoriteMutation,
} from '../api/catalog-api';

export type FavoriteKind = 'service' | 'specialist';

export interface FavoriteState {
  /** false for an admin: no favourites, so no toggle. */
  available: boolean;
  isFavorite: boolean;
  busy: boolean;
  toggle: () => void;
}

/**
 * Favourite state of one service or specialist, read from the signed-in person's favourites
 * list. A guest who presses the toggle goes to login and comes back to this page afterwards.
 */
export const useFavorite = (kind: FavoriteKind, id: string): FavoriteState => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useIsSignedIn();
  const available = useAppSelector(selectCanFavorite);

  const services = useGetFavoriteServicesQuery(undefined, { skip: !isAuthenticated || !available || kind !== 'service' });
  const specialists = useGetFavoriteSpecialistsQuery(undefined, { skip: !isAuthenticated || !available || kind !== 'specialist' });
  const [setServiceFavorite, serviceMutation] = useSetServiceFavoriteMutation();
  const [setSpecialistFavorite, specialistMutation] = useSetSpecialistFavoriteMutation();

  const list = kind === 'service' ? services : specialists;
  const isFavorite = isAuthenticated && (list.data ?? []).some((item) => item.id === id);
  const busy = serviceMutation.isLoading || specialistMutation.isLoading || list.isFetching;

  const toggle = () => {
    if (!isAuthenticated) {
      void navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    const favorite = !isFavorite;
    const request = kind === 'service' ? setServiceFavorite({ id, favorite }) : setSpecialistFavorite({ id, favorite });
    request
      .unwrap()
      .then(() => toast.success(t(favorite ? 'favorite.added' : 'favorite.removed')))
      // The API client has already shown the error toast.
      .catch(() => undefined);
  };

  return { available, isFavorite, busy, toggle };
};
