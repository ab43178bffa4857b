import { type RestInput, type RestRoute, route } from '../rest/routes.js';

/** The multipart `imageFile` of a REST call, if one was sent. */
export function imageFileOf(input: RestInput): Buffer | undefined {
  // A file over the size limit arrives empty (tooLarge), which the upload check refuses like any bad file.
  return input.files.find((f) => f.field === 'imageFile')?.data;
}

/**
 * Upload first, then save the record with the answered `path` (the web app's way; tRPC carries no files). `url`
 * is the same image as an absolute URL from PUBLIC_URL, like every image field of a REST answer.
 */
export const uploadRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/upload-image',
    procedure: 'upload.image',
    encoding: 'multipart',
    summary:
      'Store a JPEG/PNG/WebP image (multipart imageFile, at most 5 MB); answers url (absolute, to show it) and path ("/uploads/<name>", to save a record with), at top level and under data.',
    // A missing file is an empty one: the procedure checks the caller first, then refuses it.
    call: (caller, input) => caller.upload.image({ imageFile: imageFileOf(input) ?? new Uint8Array() }),
    // The adapter makes url absolute (rest/presentation.ts); path stays what a record is saved with.
    present: ({ url }) => ({ top: { url, path: url }, data: { url, path: url } }),
  }),
];
