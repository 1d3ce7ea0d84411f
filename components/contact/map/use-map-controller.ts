import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useSite } from '@/components/providers/site-context';
import { amapDirectionsUrl } from '@/lib/map/links';
import { loadAMap } from '@/lib/map/load-amap';
import { MAP_SERVICE_TIMEOUT_MS } from '@/lib/map/constants';
import { createMapController, type MapController, type Suggestion } from '@/lib/map/map-controller';
import { useTranslation } from '@/lib/use-translation';
import { officeInfoContent } from './office-info';
import styles from './live-map.module.scss';

interface MapElements {
  canvas: RefObject<HTMLDivElement | null>;
  searchInput: RefObject<HTMLInputElement | null>;
  routePanel: RefObject<HTMLDivElement | null>;
}

interface MapEvents {
  /** The map has drawn its first view. */
  onReady(): void;
  /** The script, the plugins or the map failed: the page keeps its static map. */
  onFailed(): void;
  onSuggestion(suggestion: Suggestion): void;
}

/**
 * Loads AMap and sets the contact page's map up in the given elements once
 * they are mounted; destroys it on unmount. The controller is in the ref
 * while the map lives.
 */
export function useMapController({ canvas, searchInput, routePanel }: MapElements, events: MapEvents): RefObject<MapController | null> {
  const site = useSite();
  const { t, i18n } = useTranslation('map');
  const controller = useRef<MapController | null>(null);

  const ready = useEffectEvent(() => events.onReady());
  const failed = useEffectEvent(() => events.onFailed());
  const suggest = useEffectEvent((suggestion: Suggestion) => events.onSuggestion(suggestion));
  const load = useEffectEvent(() => loadAMap(site.map));
  const setUp = useEffectEvent((AMap: Awaited<ReturnType<typeof loadAMap>>, elements: { container: HTMLElement; input: HTMLInputElement; panel: HTMLElement }) => {
    const english = i18n.language === 'en';
    const name = english ? site.nameEn : site.name;
    const infoContent = officeInfoContent(
      document,
      {
        name,
        address: english ? site.addressEn : site.address,
        directionsUrl: amapDirectionsUrl({ ...site.office, name }, site.nameEn),
        directionsLabel: t('info.directions'),
        newWindowLabel: t('newWindow'),
      },
      { box: styles.info, name: styles.infoName, address: styles.infoAddress, link: styles.infoLink, hidden: 'visually-hidden' },
    );
    return createMapController(AMap, {
      container: elements.container,
      searchInput: elements.input,
      routePanel: elements.panel,
      office: site.office,
      officeName: name,
      infoContent,
      lang: english ? 'en' : 'zh_cn',
      city: site.map.city,
      onSuggestion: (suggestion) => suggest(suggestion),
      serviceTimeoutMs: MAP_SERVICE_TIMEOUT_MS,
    });
  });

  useEffect(() => {
    let active = true;
    let created: MapController | undefined;
    const container = canvas.current;
    const input = searchInput.current;
    const panel = routePanel.current;
    const start = async () => {
      if (!container || !input || !panel) throw new Error('The map has no elements to draw in');
      const AMap = await load();
      if (!active) return;
      created = setUp(AMap, { container, input, panel });
      controller.current = created;
      await created.ready;
      if (active) ready();
    };
    start().catch(() => {
      if (active) failed();
    });
    return () => {
      active = false;
      controller.current = null;
      created?.destroy();
    };
  }, [canvas, searchInput, routePanel]);

  return controller;
}
