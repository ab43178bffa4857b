import { messages } from '@hairsalon/shared';
import { languageHeader } from '../api/api-client';
import { readAccessToken } from '../auth/session-storage';

/** The upload endpoint: tRPC carries JSON only, so files go here first and the record gets the answered path. */
export const UPLOAD_IMAGE_URL = '/api/upload-image';

export class UploadError extends Error {}

/**
 * Uploads an image (multipart `imageFile`, bearer token) and resolves with its `/uploads/…` path, what a record
 * is saved with (the answer's `url` is the same image as an absolute URL, for clients on other origins).
 * A refused file rejects with the server's message.
 */
export async function uploadImage(file: File, url: string = UPLOAD_IMAGE_URL): Promise<string> {
  const body = new FormData();
  body.append('imageFile', file);
  const token = readAccessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: token ? { ...languageHeader(), Authorization: `Bearer ${token}` } : languageHeader(),
    });
  } catch {
    throw new UploadError(messages.generic.serverError);
  }
  const answer = (await response.json().catch(() => null)) as { data?: { path?: unknown }; errMessage?: unknown } | null;
  const uploaded = answer?.data?.path;
  if (!response.ok || typeof uploaded !== 'string') {
    throw new UploadError(typeof answer?.errMessage === 'string' ? answer.errMessage : messages.generic.serverError);
  }
  return uploaded;
}

/** True for a file the browser reports as an image (the form's "images only" rule). */
export function isImageFile(file: File | null | undefined): file is File {
  return !!file && file.type.startsWith('image/');
}
