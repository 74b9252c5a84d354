/**
 * The one Leaflet map of the app (search results, the specialist's location picker). Leaflet is
 * heavy: import this module only from a lazily loaded component (React.lazy), so that pages
 * without a map never download it.
 *
 * Tiles come from the server's configuration (GET /config → map.tileUrl, MAP_TILE_URL in the
 * API). When they cannot load (offline, blocked, the tile server down) the map says so once,
 * in the visitor's language, instead of staying a silent grey box; after a few failures with no
 * tile loaded it stops asking the tile server, so the console does not fill with errors while
 * the visitor pans. Markers and clicks keep working without tiles.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { cn } from '@/components/ui/cn';
import { useGetClientConfigQuery } from '@/lib/client-config';

// Leaflet finds its default marker images through a CSS path guess that bundlers break.
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

/** Kyiv: where a map opens before it knows better. */
export const DEFAULT_MAP_CENTER: [number, number] = [50.4501, 30.5234];

/** Used only when GET /config itself fails (the API's default). */
const FALLBACK_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** Failed tiles, with none loaded, after which the layer is removed (no more requests). */
export const TILE_FAILURES_BEFORE_STOP = 3;

function ConfiguredTiles({ onFailure }: { onFailure: () => void }) {
  const { data, isError } = useGetClientConfigQuery();
  const tiles = data?.map ?? (isError ? FALLBACK_TILES : null);
  const loaded = useRef(false);
  const failures = useRef(0);
  const [stopped, setStopped] = useState(false);

  // Until the configuration is known, no tile server is asked (it may not be the default one).
  if (!tiles || stopped) return null;
  return (
    <TileLayer
      url={tiles.tileUrl}
      attribution={tiles.tileAttribution}
      eventHandlers={{
        tileload: () => {
          loaded.current = true;
        },
        tileerror: () => {
          // Once some tiles have loaded, a stray failure is the tile server's hiccup, not an outage.
          if (loaded.current) return;
          failures.current += 1;
          if (failures.current === 1) onFailure();
          if (failures.current >= TILE_FAILURES_BEFORE_STOP) setStopped(true);
        },
      }}
    />
  );
}

export interface BaseMapProps {
  center: [number, number];
  zoom: number;
  /** Names the map region for screen readers. */
  label: string;
  /** Markers, popups and map hooks (react-leaflet children). */
  children?: ReactNode;
  /** Shown with the tiles-failed notice: what the visitor can do instead (e.g. a list view button). */
  fallback?: ReactNode;
  className?: string;
  scrollWheelZoom?: boolean;
  doubleClickZoom?: boolean;
}

/** Leaflet measures its container once; tell it when the box changes (the notice appears, a panel resizes). */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export function BaseMap({ center, zoom, label, children, fallback, className, scrollWheelZoom = false, doubleClickZoom = true }: BaseMapProps) {
  const { t } = useTranslation('map');
  const [tilesFailed, setTilesFailed] = useState(false);

  return (
    <div role="region" aria-label={label} className={cn('isolate flex flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800', className)}>
      {tilesFailed && (
        // A strip above the map, never over it: markers and the zoom buttons stay visible.
        <div
          role="status"
          data-testid="map-tiles-failed"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="flex min-w-48 flex-1 items-start gap-2">
            <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('tilesFailed')}</span>
          </p>
          {fallback}
        </div>
      )}
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={scrollWheelZoom}
        doubleClickZoom={doubleClickZoom}
        // "!": Leaflet's own stylesheet (loaded later) paints .leaflet-container light grey.
        className="min-h-0 w-full flex-1 bg-slate-200! dark:bg-slate-800!"
      >
        <FollowContainerSize />
        <ConfiguredTiles onFailure={() => setTilesFailed(true)} />
        {children}
      </MapContainer>
    </div>
  );
}
