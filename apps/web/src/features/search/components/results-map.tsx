/**
 * The map view, loaded on demand (React.lazy) so that Leaflet stays out of the search page's
 * own chunk. The map itself (tiles from the server's configuration, the notice when they fail)
 * is the shared BaseMap; this adds a marker per specialist of the loaded results.
 */
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { BaseMap, DEFAULT_MAP_CENTER } from '@/components/map/base-map';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetSpecialistLocationsQuery, type SearchResultService, type SpecialistLocation } from '../api/search-api';

function FitToMarkers({ locations }: { locations: SpecialistLocation[] }) {
  const map = useMap();
  useEffect(() => {
    if (locations.length === 0) return;
    const bounds = L.latLngBounds(locations.map((location) => [location.latitude, location.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 14 });
  }, [map, locations]);
  return null;
}

export interface ResultsMapProps {
  services: SearchResultService[];
  /** Switches to the list view (offered when the map's tiles cannot load). */
  onShowList: () => void;
}

export function ResultsMap({ services, onShowList }: ResultsMapProps) {
  const { t } = useTranslation('search');
  const formatPrice = useFormatPrice();

  // One lookup per distinct specialist of the loaded results, in a stable order (the cache key).
  const specialistIds = useMemo(() => [...new Set(services.map((service) => service.specialist.id))].sort(), [services]);
  const { data: locations = [], isFetching } = useGetSpecialistLocationsQuery(specialistIds, { skip: specialistIds.length === 0 });

  const servicesBySpecialist = useMemo(() => {
    const groups = new Map<string, SearchResultService[]>();
    for (const service of services) groups.set(service.specialist.id, [...(groups.get(service.specialist.id) ?? []), service]);
    return groups;
  }, [services]);

  return (
    <div className="relative">
      <BaseMap
        center={DEFAULT_MAP_CENTER}
        zoom={6}
        label={t('map.label')}
        className="h-[60vh] min-h-80"
        fallback={
          <Button variant="outline" size="sm" onClick={onShowList}>
            {t('map.showList')}
          </Button>
        }
      >
        <FitToMarkers locations={locations} />
        {locations.map((location) => {
          const group = servicesBySpecialist.get(location.id) ?? [];
          const specialist = group[0]?.specialist;
          if (!specialist) return null;
          return (
            <Marker key={location.id} position={[location.latitude, location.longitude]} title={specialist.businessName || specialist.name}>
              <Popup>
                <p className="m-0 font-semibold">{specialist.businessName || specialist.name}</p>
                <ul className="mt-1 mb-0 list-none space-y-1 p-0">
                  {group.map((service) => (
                    <li key={service.id}>
                      <Link to={paths.service(service.id)}>{service.name}</Link> · {formatPrice(service.price)}
                    </li>
                  ))}
                </ul>
              </Popup>
            </Marker>
          );
        })}
      </BaseMap>
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {isFetching ? t('map.locating') : locations.length === 0 && specialistIds.length > 0 ? t('map.noLocations') : ''}
      </p>
    </div>
  );
}
