/**
 * Pick a place on the map: a click puts the marker there, dragging it moves it. Loads Leaflet:
 * use LazyLocationPicker (lazy-location-picker.tsx) outside this folder.
 */
import type { LatLng as LeafletLatLng, LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap, DEFAULT_MAP_CENTER } from './base-map';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** Six decimals: about 10 cm, more than any address needs. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const toPoint = (latlng: LeafletLatLng): MapPoint => {
  const wrapped = latlng.wrap();
  return { lat: round6(wrapped.lat), lng: round6(wrapped.lng) };
};

/** Zoom at which a chosen point is shown (streets readable). */
const POINT_ZOOM = 15;
/** Zoom with nothing chosen yet: most of Ukraine. */
const OVERVIEW_ZOOM = 6;

function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(toPoint(event.latlng)) });
  return null;
}

/** A point typed in elsewhere (the coordinate fields) that lies off screen is brought into view. */
function KeepPointInView({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.setView([point.lat, point.lng], Math.max(map.getZoom(), 12));
  }, [map, point]);
  return null;
}

export interface LocationPickerProps {
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  /** Names the map for screen readers. */
  label: string;
  /** The marker's name (its tooltip and its text for screen readers). */
  markerLabel: string;
  className?: string;
}

export function LocationPicker({ value, onChange, label, markerLabel, className }: LocationPickerProps) {
  const { t } = useTranslation('map');
  return (
    <BaseMap
      center={value ? [value.lat, value.lng] : DEFAULT_MAP_CENTER}
      zoom={value ? POINT_ZOOM : OVERVIEW_ZOOM}
      label={label}
      className={className}
      // A double click would also drop the marker twice: zoom with the buttons instead. The wheel
      // keeps scrolling the form, as on the search map.
      doubleClickZoom={false}
      fallback={<p className="basis-full text-xs">{t('picker.tilesFailedHint')}</p>}
    >
      <PickOnClick onPick={onChange} />
      <KeepPointInView point={value} />
      {value && (
        <Marker
          position={[value.lat, value.lng]}
          draggable
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={{ dragend: (event) => onChange(toPoint((event.target as LeafletMarker).getLatLng())) }}
        />
      )}
    </BaseMap>
  );
}
