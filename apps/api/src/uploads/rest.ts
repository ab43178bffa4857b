import { type RestInput, type RestRoute, route } from '../rest/routes.js';

/** The multipart `imageFile` of a REST call, if one was sent. */
export function imageFileOf(input: RestInput): Buffer | undefined {
  // A file over the size limit arrives empty (tooLarge), which the upload check refuses like any bad file.
  return input.files.find((f) => f.field === 'imageFile')?.data;
}

/** Upload first, then save the record with the answered URL (the web app's path; tRPC carries no files). */
export const uploadRestRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/upload-image',
    procedure: 'upload.image',
    encoding: 'multipart',
    access: 'signed-in',
    summary: 'Store a JPEG/PNG/WebP image (multipart imageFile, at most 5 MB); answers { url: "/uploads/<name>" }.',
    // A missing file is an empty one: the procedure checks the caller first, then refuses it.
    call: (caller, input) => caller.upload.image({ imageFile: imageFileOf(input) ?? new Uint8Array() }),
    present: (result) => ({ top: { url: result.url }, data: result }),
  }),
];
