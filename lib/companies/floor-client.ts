import { http } from '../http-client';
import type { Locale } from '../i18n';
import type { CompanyChoiceView, StaffBoothView, StaffFloorView, StaffHallView } from './floor-views';

/**
 * The browser's side of the console's floor editor API (pages/api/admin/shows, halls, booths), loaded when
 * the editor first saves or searches. Answers and errors come in the page's language.
 */

const language = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export interface HallValues {
  name: string;
  nameEn: string;
  widthM: string;
  depthM: string;
  sortOrder: string;
}

export interface BoothValues {
  number: string;
  x: string;
  y: string;
  widthM: string;
  depthM: string;
  companyId: number | null;
}

export async function loadFloor(showId: number, locale: Locale): Promise<StaffFloorView> {
  const { data } = await http().instance.get<{ floor: StaffFloorView }>(`api/admin/shows/${showId}/floor`, language(locale));
  return data.floor;
}

export async function saveHall(showId: number, hall: StaffHallView | null, values: HallValues, locale: Locale): Promise<StaffHallView> {
  const { instance } = http();
  const { data } = hall
    ? await instance.put<{ hall: StaffHallView }>(`api/admin/halls/${hall.id}`, { ...values, version: hall.version }, language(locale))
    : await instance.post<{ hall: StaffHallView }>(`api/admin/shows/${showId}/halls`, values, language(locale));
  return data.hall;
}

export async function deleteHall(hall: StaffHallView, locale: Locale): Promise<void> {
  await http().instance.delete(`api/admin/halls/${hall.id}`, { ...language(locale), params: { version: hall.version } });
}

export async function saveBooth(showId: number, hallId: number, booth: StaffBoothView | null, values: BoothValues, locale: Locale): Promise<StaffBoothView> {
  const { instance } = http();
  const { data } = booth
    ? await instance.put<{ booth: StaffBoothView }>(`api/admin/booths/${booth.id}`, { ...values, version: booth.version }, language(locale))
    : await instance.post<{ booth: StaffBoothView }>(`api/admin/shows/${showId}/booths`, { ...values, hallId }, language(locale));
  return data.booth;
}

export async function deleteBooth(booth: StaffBoothView, locale: Locale): Promise<void> {
  await http().instance.delete(`api/admin/booths/${booth.id}`, { ...language(locale), params: { version: booth.version } });
}

export async function searchCompanies(showId: number, q: string, locale: Locale): Promise<CompanyChoiceView[]> {
  const { data } = await http().instance.get<{ companies: CompanyChoiceView[] }>(`api/admin/shows/${showId}/companies`, { ...language(locale), params: { q } });
  return data.companies;
}
