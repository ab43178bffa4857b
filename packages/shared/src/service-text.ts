import type { Language } from './i18n/language.js';

/** A service's texts in both languages; the Vietnamese ones are absent until the admin writes them. */
export interface ServiceTexts {
  name: string;
  description?: string;
  nameVi?: string | null;
  descriptionVi?: string | null;
}

/** The service's name in the reader's language, the English one when it has no translation. */
export function serviceName(service: Pick<ServiceTexts, 'name' | 'nameVi'>, language: Language): string {
  return language === 'vi' && service.nameVi ? service.nameVi : service.name;
}

/** The service's description in the reader's language, the English one when it has no translation. */
export function serviceDescription(service: Pick<ServiceTexts, 'description' | 'descriptionVi'>, language: Language): string {
  const english = service.description ?? '';
  return language === 'vi' && service.descriptionVi ? service.descriptionVi : english;
}
