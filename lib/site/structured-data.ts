/**
 * Structured data (schema.org JSON-LD) the pages share: the site as an
 * Organization with its logo, and the Event of an activity.
 */

/** The site's emblem, a 300 × 300 PNG: the picture of a page without one of its own (link previews, WeChat, structured data). */
export const SHARE_LOGO_PATH = '/images/share-logo.png';

/**
 * The schema.org Event of an activity (its detail page and /tmz), with what
 * Google's event rich results require and recommend: name, start and end,
 * status and attendance mode, a Place with a postal address or, online, a
 * VirtualLocation, the organiser, an image, and the offer. Registration is
 * free: one Offer at 0 CNY, in stock while seats are left (sold out after,
 * though the waitlist still takes names), valid from the registration opening.
 */

export interface EventFacts {
  title: string;
  summary: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string;
  online: boolean;
  venue: string;
  address: string;
  city: string;
  lat?: number | null;
  lng?: number | null;
  /** A site path of its picture, or null. */
  cover: string | null;
  seatsLeft: number;
  /** Absolute address of its detail page. */
  url: string;
}

/** The site as an Organization with its logo: an Article's publisher, an Event's organiser. */
export function siteOrganization(site: { name: string; url: string }) {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: { '@type': 'ImageObject', url: `${site.url}${SHARE_LOGO_PATH}`, width: 300, height: 300 },
  };
}

export function eventData(event: EventFacts, site: { name: string; url: string }): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: event.url,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.online
      ? { '@type': 'VirtualLocation', url: event.url }
      : {
          '@type': 'Place',
          name: event.venue,
          address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: event.city, addressCountry: 'CN' },
          ...(event.lat != null && event.lng != null ? { geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng } } : {}),
        },
    image: [`${site.url}${event.cover ?? SHARE_LOGO_PATH}`],
    organizer: siteOrganization(site),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'CNY',
      availability: event.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: event.registrationOpensAt,
      url: event.url,
    },
  };
}
