/**
 * Where the visit is, on the shared map (components/map/base-map). Loaded on demand (React.lazy
 * in the booking page), so Leaflet stays out of every other page.
 */
import { Marker } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';

export interface BookingLocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

export function BookingLocationMap({ latitude, longitude, label }: BookingLocationMapProps) {
  return (
    <BaseMap center={[latitude, longitude]} zoom={15} label={label} className="h-56 sm:h-64">
      <Marker position={[latitude, longitude]} alt={label} />
    </BaseMap>
  );
}

export default BookingLocationMap;
