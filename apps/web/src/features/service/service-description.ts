import { SERVICE_DESCRIPTION_PREVIEW_LENGTH } from '@hairsalon/shared';

/** Spec §2 Service management: the description cut to 30 characters followed by '...'. */
export function descriptionPreview(description: string): string {
  return description.length > SERVICE_DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, SERVICE_DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}
