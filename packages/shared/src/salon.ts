import type { Language } from './i18n/language.js';

/** The product's own name: what a salon that has not named itself yet is called (titles, emails). */
export const PRODUCT_NAME = 'HairSalon';

/**
 * The salon's own details (issue 25), as every page, email and .ics file shows them. The address and phone are the
 * first open location's (docs/decisions/021), read with the brand's details through one function on the server.
 */
export interface SalonDetails {
  name: string;
  tagline: string;
  addressEn: string;
  addressVi: string;
  phone: string;
  email: string;
  openingHoursEn: string;
  openingHoursVi: string;
  /** `/uploads/<name>`, or null */
  logo: string | null;
  emailSenderName: string;
}

/** A database whose admin has saved nothing yet. */
export const EMPTY_SALON_DETAILS: SalonDetails = {
  name: '',
  tagline: '',
  addressEn: '',
  addressVi: '',
  phone: '',
  email: '',
  openingHoursEn: '',
  openingHoursVi: '',
  logo: null,
  emailSenderName: '',
};

/** The name pages and emails show: the salon's, or the product's until the admin names it. */
export function salonDisplayName(details: Pick<SalonDetails, 'name'>): string {
  return details.name.trim() || PRODUCT_NAME;
}

/** The address in a language, falling back to the other language's when only one was written. */
export function salonAddress(details: Pick<SalonDetails, 'addressEn' | 'addressVi'>, language: Language): string {
  return (language === 'vi' ? details.addressVi || details.addressEn : details.addressEn || details.addressVi).trim();
}

/** The opening hours in a language, with the same fallback. */
export function salonOpeningHours(details: Pick<SalonDetails, 'openingHoursEn' | 'openingHoursVi'>, language: Language): string {
  return (language === 'vi' ? details.openingHoursVi || details.openingHoursEn : details.openingHoursEn || details.openingHoursVi).trim();
}

/** "HairSalon, 123 Le Loi, …": where a calendar event happens (.ics LOCATION). */
export function salonLocationLine(details: SalonDetails, language: Language): string {
  return [salonDisplayName(details), salonAddress(details, language)].filter(Boolean).join(', ');
}

/** A `tel:` target: the phone without spaces. */
export function telHref(phone: string): string {
  // The prerendered pages' stand-in stays whole, for the server to replace (substituteSalonDetails).
  if (phone === SALON_DETAIL_MARKERS.phone) return `tel:${phone}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A location as location.list answers it (issue 24): open locations only, oldest first. `addressVi` is null when the
 * address is written once for both languages (locationAddress falls back).
 */
export interface LocationView {
  id: number;
  name: string;
  address: string;
  addressVi: string | null;
  phone: string;
  timeZone: string;
}

/** A location's address in a language: in Vietnamese the Vietnamese one when there is one; else the other. */
export function locationAddress(location: Pick<LocationView, 'address' | 'addressVi'>, language: Language): string {
  const vi = location.addressVi ?? '';
  return (language === 'vi' ? vi || location.address : location.address || vi).trim();
}

/** One item of the admin dashboard's go-live checklist, computed from the real state (never stored as a tick). */
export type GoLiveItemId = 'details' | 'serviceImage' | 'stylistSchedule' | 'paypal' | 'smtp' | 'https' | 'backup';
export interface GoLiveItem {
  id: GoLiveItemId;
  done: boolean;
}

/**
 * Stand-ins the build's prerendered pages (apps/web first-paint) are rendered with in place of the salon's details;
 * the server puts the current details in their place each time it serves a page (substituteSalonDetails), so a page
 * built once shows what the admin saved last. Plain text no real page contains.
 */
export const SALON_DETAIL_MARKERS: SalonDetails = {
  name: 'xsalonx-name-x',
  tagline: 'xsalonx-tagline-x',
  addressEn: 'xsalonx-address-en-x',
  addressVi: 'xsalonx-address-vi-x',
  phone: 'xsalonx-phone-x',
  email: 'xsalonx-email-x',
  openingHoursEn: 'xsalonx-hours-en-x',
  openingHoursVi: 'xsalonx-hours-vi-x',
  logo: null,
  emailSenderName: '',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A prerendered page's HTML with the salon's current details in place of SALON_DETAIL_MARKERS (escaped for HTML). */
export function substituteSalonDetails(html: string, details: SalonDetails): string {
  const m = SALON_DETAIL_MARKERS;
  const values: [string, string][] = [
    [`tel:${m.phone}`, telHref(details.phone)],
    [m.name, salonDisplayName(details)],
    [m.tagline, details.tagline],
    [m.addressEn, salonAddress(details, 'en')],
    [m.addressVi, salonAddress(details, 'vi')],
    [m.phone, details.phone],
    [m.email, details.email],
    [m.openingHoursEn, salonOpeningHours(details, 'en')],
    [m.openingHoursVi, salonOpeningHours(details, 'vi')],
  ];
  let out = html;
  for (const [marker, value] of values) out = out.split(marker).join(escapeHtml(value));
  return out;
}
