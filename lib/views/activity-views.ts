import type { ActivityState } from '@/lib/activity-state';

/** What activity pages receive (serialisable, already in the page's language). */
export interface ActivityDetailView {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  description: string;
  cover: string | null;
  venue: string;
  address: string;
  city: string;
  online: boolean;
  /** "2026-12-01 09:00" in China Standard Time. */
  startLabel: string;
  endLabel: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  seatsLeft: number;
  perRegistrationLimit: number;
  registrationClosesLabel: string;
  registrationOpensLabel: string;
  state: ActivityState;
  agenda: { time: string; title: string }[];
  transport: string;
  faq: { q: string; a: string }[];
  notes: string[];
  shareQr: string;
  url: string;
}
