import { useEffect, useRef } from 'react';
import { Box } from '@portal/design-system';
import type { KantorMapPoint } from '@portal/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { ensureLeafletCss } from './leaflet-css';

export interface KantorMapProps {
  points: readonly KantorMapPoint[];
  tileUrl: string;
  /** No tile could be loaded (offline, blocked, wrong MAP_TILE_URL): the page shows the list only. */
  onTilesFailed: () => void;
}

/** No tile within this time counts as failure too (a tile server that never answers). */
export const TILE_TIMEOUT_MS = 10_000;

/**
 * Offices as circles on a Leaflet map. Leaflet is imported here, on demand, so it stays out of
 * the remote's entry chunk and of every other page.
 */
export function KantorMap({ points, tileUrl, onTilesFailed }: KantorMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useRef(onTilesFailed);
  failed.current = onTilesFailed;

  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void import(/* webpackChunkName: "leaflet" */ 'leaflet').then(
      (L) => {
        if (cancelled || !container.current) return;
        ensureLeafletCss();
        map = L.map(container.current, { scrollWheelZoom: false });
        let loaded = false;
        const fail = () => {
          if (!loaded && !cancelled) failed.current();
        };
        L.tileLayer(tileUrl, { maxZoom: 18, attribution: '&copy; OpenStreetMap' })
          .on('tileload', () => {
            loaded = true;
          })
          .on('tileerror', fail)
          .addTo(map);
        timer = setTimeout(fail, TILE_TIMEOUT_MS);
        const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
        for (const p of points) {
          L.circleMarker([p.latitude, p.longitude], { radius: 7, weight: 2 })
            .bindPopup(p.display_name)
            .bindTooltip(p.display_name)
            .addTo(map);
        }
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
      },
      () => failed.current(),
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      map?.remove();
    };
  }, [points, tileUrl]);

  return (
    <Box
      ref={container}
      height="420px"
      borderRadius="md"
      borderWidth="1px"
      role="region"
      aria-label="Peta kantor"
      data-testid="kantor-map"
    />
  );
}
