/**
 * The map view, loaded on demand (React.lazy) so that Leaflet stays out of the search page's
 * own chunk. Tiles come from OpenStreetMap; where they cannot load (offline, or blocked by the
 * Content-Security-Policy) the map still shows its grey background and the markers.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetSpecialistLocationsQuery, type SearchResultService, type SpecialistLocation } from '../api/search-api';

// Leaflet finds its default marker images through a CSS path guess that bundlers break.
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

/** Kyiv: where the map opens before the markers are known. */
const DEFAULT_CENTER: [number, number] = [50.4501, 30.5234];

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
}

export function ResultsMap({ services }: ResultsMapProps) {
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
      <div role="region" aria-label={t('map.label')} className="h-[60vh] min-h-80 overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <MapContainer center={DEFAULT_CENTER} zoom={6} scrollWheelZoom={false} className="size-full bg-slate-200 dark:bg-slate-800">
          <TileLayer
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
            url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          />
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
        </MapContainer>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {isFetching ? t('map.locating') : locations.length === 0 && specialistIds.length > 0 ? t('map.noLocations') : ''}
      </p>
    </div>
  );
}
