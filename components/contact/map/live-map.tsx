import { useRef, useState, type RefObject } from 'react';
import type { AMapLngLat } from '@/lib/map/amap-types';
import { MAP_GEOLOCATION_TIMEOUT_MS } from '@/lib/map/constants';
import type { Place, RouteMode, Suggestion } from '@/lib/map/map-controller';
import { useTranslation } from '@/lib/use-translation';
import { PlaceResults } from './place-results';
import { PlaceSearch } from './place-search';
import { RouteModeChoice } from './route-mode-choice';
import { useMapController } from './use-map-controller';
import styles from './live-map.module.scss';

/**
 * The contact page's live map and its tools, in a chunk of their own that the
 * page imports only when the browser is idle (components/map/use-live-map.ts).
 * The map draws into the page's `canvas`; the tools stay hidden until the map
 * is ready, then offer place search, the route mode, "locate me", the places
 * found and the route's steps, and say what happened in a polite live region.
 */

export interface LiveMapProps {
  canvas: RefObject<HTMLDivElement | null>;
  /** The map has drawn its first view: show the tools. */
  ready: boolean;
  onReady(): void;
  onFailed(): void;
}

interface Origin {
  label: string;
  position: AMapLngLat;
  placeId?: string;
}

export function LiveMap({ canvas, ready, onReady, onFailed }: LiveMapProps) {
  const { t } = useTranslation('map');
  const searchInput = useRef<HTMLInputElement>(null);
  const routePanel = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  const [places, setPlaces] = useState<Place[]>([]);
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [mode, setMode] = useState<RouteMode>('driving');
  const [locating, setLocating] = useState(false);
  // Each search, route or location request takes a number; answers to older ones are dropped.
  const latest = useRef(0);
  const controller = useMapController({ canvas, searchInput, routePanel }, { onReady, onFailed, onSuggestion: suggest });

  async function showRoute(from: Origin, routeMode: RouteMode) {
    const map = controller.current;
    if (!map) return;
    const request = ++latest.current;
    const texts = { from: from.label, mode: t(`mode.${routeMode}`) };
    setOrigin(from);
    setStatus(t('route.planning', texts));
    const outcome = await map.route(from.position, routeMode);
    if (request === latest.current) setStatus(t(`route.${outcome}`, texts));
  }

  async function search(text: string) {
    const map = controller.current;
    const keyword = text.trim();
    if (!map) return;
    if (!keyword) {
      setStatus(t('search.empty'));
      return;
    }
    const request = ++latest.current;
    setStatus(t('search.searching', { keyword }));
    const outcome = await map.search(keyword);
    if (request !== latest.current) return;
    setPlaces(outcome.kind === 'results' ? outcome.places : []);
    setStatus(outcome.kind === 'results' ? t('search.results', { count: outcome.places.length }) : t(`search.${outcome.kind}`, { keyword }));
  }

  async function locateMe() {
    const map = controller.current;
    if (!map || locating) return;
    const request = ++latest.current;
    setLocating(true);
    setStatus(t('locate.busy'));
    const outcome = await map.locate(MAP_GEOLOCATION_TIMEOUT_MS);
    setLocating(false);
    if (request !== latest.current) return;
    if (outcome.kind === 'found') void showRoute({ label: t('locate.here'), position: outcome.position }, mode);
    else setStatus(t(`locate.${outcome.kind}`, { seconds: MAP_GEOLOCATION_TIMEOUT_MS / 1000 }));
  }

  function pick(place: Place) {
    void showRoute({ label: place.name, position: place.position, placeId: place.id }, mode);
  }

  function suggest(suggestion: Suggestion) {
    if (suggestion.kind === 'place') pick(suggestion.place);
    else void search(suggestion.keyword);
  }

  function changeMode(next: RouteMode) {
    setMode(next);
    if (origin) void showRoute(origin, next);
  }

  return (
    <div className={styles.tools} hidden={!ready}>
      <PlaceSearch inputRef={searchInput} onSearch={(keyword) => void search(keyword)} />
      <div className={styles.options}>
        <RouteModeChoice mode={mode} onChange={changeMode} />
        <button type="button" className={styles.locate} aria-busy={locating} onClick={() => void locateMe()}>
          {t('locate.button')}
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      <PlaceResults places={places} pickedId={origin?.placeId} onPick={pick} />
      <div ref={routePanel} className={styles.panel} role="region" aria-label={t('route.panel')} tabIndex={0} hidden={!origin} />
    </div>
  );
}
