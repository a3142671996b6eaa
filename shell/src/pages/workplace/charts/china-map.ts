import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '@pm/web/api';
import { registerMap } from '@pm/web/charts';
import { geoRegions, type MapRegion, type ProvinceGeoJson } from '../chart-data';

export const CHINA_MAP = 'china';

let loading: Promise<MapRegion[]> | null = null;

/** Fetches the provinces' boundaries once per page load and registers them with ECharts. */
function loadChinaMap(): Promise<MapRegion[]> {
  loading ??= apiGet<ProvinceGeoJson>('/pm/area/geo/100000', undefined, { silent: true }).then(
    (geo) => {
      registerMap(CHINA_MAP, geo as unknown as Parameters<typeof registerMap>[1]);
      return geoRegions(geo);
    },
    (error: unknown) => {
      // A failed download is not remembered: the retry button fetches again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface ChinaMapState {
  regions?: MapRegion[];
  error?: unknown;
  retry: () => void;
}

export function useChinaMap(): ChinaMapState {
  const [state, setState] = useState<Omit<ChinaMapState, 'retry'>>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadChinaMap().then(
      (regions) => current && setState({ regions }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({});
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
